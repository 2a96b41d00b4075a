import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files a browser fetches; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // .vite/ (the manifest) is never served: the API's static handler ignores dotfiles.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `file.suffix` only when it is smaller than the file, so the server never sends more. */
async function writeSmaller(file: string, original: Buffer, encoded: Buffer, suffix: string) {
  if (encoded.length < original.length) await fs.writeFile(`${file}${suffix}`, encoded);
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every text asset of the build,
 * public files included, for the API's static handler (`preCompressed`) to send as they are:
 * maximum compression costs seconds once at build instead of CPU on every request, and a
 * streamed file is never compressed on the fly at a lower level.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bayti-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build leaves the previous output (or none): nothing to compress.
      if (error) return;
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        jobs.push(
          (async () => {
            const original = await fs.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(original, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
                },
              }),
              gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await writeSmaller(file, original, br, '.br');
            await writeSmaller(file, original, gz, '.gz');
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
