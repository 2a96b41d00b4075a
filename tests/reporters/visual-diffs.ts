import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { baselineDir, outputDir } from '../visual/screenshots.ts';

interface Difference {
  /** `<component>/<story>`, the baseline's path without `.png`. */
  name: string;
  expected?: string;
  actual?: string;
  diff?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function listPngs(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listPngs(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.png')
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

/**
 * Gathers what failed screenshot comparisons left in tests/visual/output (Vitest writes
 * `<name>-actual.png` and `<name>-diff.png`; a story without a baseline leaves
 * `<name>-reference.png`), copies each baseline beside them as `<name>-expected.png`, and writes
 * `index.html`, which shows expected, actual and diff side by side.
 */
export default class VisualDiffs implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    rmSync(outputDir, { recursive: true, force: true });
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    this.writeDifferences();
    await this.checkOrphans(modules);
  }

  /**
   * After a run of every story: a baseline that no story compares with (its story was renamed,
   * removed or tagged no-screenshot) fails the run, so the folder holds only reviewed pictures.
   */
  private async checkOrphans(modules: ReadonlyArray<TestModule>) {
    const project = this.vitest?.getProjectByName('storybook');
    if (!project || this.vitest?.config.testNamePattern) return;
    const ran = modules.filter((module) => module.project.name === 'storybook');
    const { testFiles } = await project.globTestFiles();
    if (ran.length === 0 || ran.length !== testFiles.length) return;
    const pictured = new Set(
      ran.flatMap((module) =>
        [...module.children.allTests()].map((test) => test.meta().screenshot),
      ),
    );
    const orphans = listPngs(baselineDir)
      .map((file) => file.replace(/\.png$/, ''))
      .filter((name) => !pictured.has(name));
    if (orphans.length === 0) return;
    process.stdout.write(
      `\nScreenshots: ${orphans.length} baseline(s) belong to no story; delete them:\n${orphans.map((name) => `  tests/visual/baselines/${name}.png`).join('\n')}\n`,
    );
    process.exitCode = 1;
  }

  private writeDifferences() {
    const differences = new Map<string, Difference>();
    for (const file of listPngs(outputDir)) {
      const match = /^(.*)-(actual|diff|reference|expected)\.png$/.exec(file);
      if (!match) continue;
      const [, name, kind] = match as unknown as [string, string, string];
      const entry = differences.get(name) ?? { name };
      if (kind === 'reference') entry.actual = file;
      else if (kind !== 'expected') entry[kind as 'actual' | 'diff'] = file;
      differences.set(name, entry);
    }
    if (differences.size === 0) return;

    for (const entry of differences.values()) {
      const baseline = path.join(baselineDir, `${entry.name}.png`);
      if (!existsSync(baseline)) continue;
      entry.expected = `${entry.name}-expected.png`;
      mkdirSync(path.dirname(path.join(outputDir, entry.expected)), { recursive: true });
      copyFileSync(baseline, path.join(outputDir, entry.expected));
    }

    const cell = (file: string | undefined, label: string) =>
      file
        ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${label}"></a></figure>`
        : `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
    const rows = [...differences.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(
        (entry) =>
          `<section><h2>${escapeHtml(entry.name)}</h2><div class="row">${cell(entry.expected, 'Expected (baseline)')}${cell(entry.actual, 'Actual')}${cell(entry.diff, 'Difference')}</div></section>`,
      );
    writeFileSync(
      path.join(outputDir, 'index.html'),
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshot differences</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}img{max-width:100%;border:1px solid #ccc}figure{margin:0}h2{font-size:1rem}</style>
<h1>${differences.size} screenshot difference${differences.size === 1 ? '' : 's'}</h1>
${rows.join('\n')}
</html>\n`,
    );
    process.stdout.write(
      `\nScreenshots: ${differences.size} differ from their baseline; see tests/visual/output/index.html\n`,
    );
  }
}
