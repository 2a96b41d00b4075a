/**
 * Re-renders results/<name>.md from results/<name>.json (after a change to the report or to how
 * plans are read), re-reading every plan: `node --import tsx tests/bench/render.ts [name]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seqScans, summarisePlan } from './plans.ts';
import { renderMarkdown } from './report.ts';
import type { BenchResults } from './run.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const name = process.argv[2] ?? 'latest';
const file = path.join(dir, `${name}.json`);
const results = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResults;
for (const driver of results.drivers) {
  driver.skipped ??= [];
  for (const scenario of driver.scenarios) {
    scenario.seqScans = seqScans(scenario.plans);
    scenario.planSummary = scenario.statements.map((statement, index) =>
      summarisePlan(statement.text, scenario.plans[index] ?? ''),
    );
  }
}
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync(path.join(dir, `${name}.md`), renderMarkdown(results));
