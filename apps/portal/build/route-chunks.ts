/**
 * Which built files a page of the portal loads, read from Vite's manifest
 * (dist/.vite/manifest.json, `build.manifest: true`): the entry chunk and its static imports,
 * plus, for every route matched on the way to the page, the chunks TanStack Router's
 * autoCodeSplitting made for its component and loader, with their static imports. Shared by the
 * page budgets (tests/budgets/page-weight.ts) and the page preloads (page-preloads.ts).
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The split pieces fetched when a route renders: its component and its loader (not error/not-found/pending). */
const LOADED_SPLITS = /[?&]tsr-split=([^&]*)/;

export function loadedSplitKeys(manifest: Manifest, route: string): string[] {
  return Object.keys(manifest).filter((key) => {
    if (!key.startsWith(`${route}?`)) return false;
    const split = LOADED_SPLITS.exec(key)?.[1] ?? '';
    return split.split('---').some((piece) => piece === 'component' || piece === 'loader');
  });
}

/** A chunk's file, its CSS and those of its static imports, each once, into `files`. */
export function collectChunk(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, files);
}

/** The entry chunks' files, with their CSS and static imports: what index.html itself loads. */
export function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest names no entry chunk.');
  for (const entry of entries) collectChunk(manifest, entry, files);
  return files;
}

/**
 * Every file a page loads (JavaScript and CSS): the entry's, its routes' splits and the modules
 * named in `alsoLoads` (manifest keys of code every visit of the page fetches anyway).
 */
export function pageFiles(
  manifest: Manifest,
  routes: string[],
  alsoLoads: string[] = [],
): string[] {
  const files = entryFiles(manifest);
  for (const route of routes) {
    // A route with nothing split off lives in the entry chunk, already counted.
    for (const key of loadedSplitKeys(manifest, route)) collectChunk(manifest, key, files);
  }
  for (const key of alsoLoads) {
    if (!manifest[key]) throw new Error(`${key} is not in the manifest.`);
    collectChunk(manifest, key, files);
  }
  return [...files];
}
