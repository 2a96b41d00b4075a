import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export interface Counts {
  passed: number;
  failed: number;
}

/**
 * The tests a Vitest run counted, from its JSON report. A run that wrote no report counts as one
 * failure unless it ended well (with `--changed`, a change that touches no test runs none).
 */
export function vitestCounts(reportFile: string, exitCode: number): Counts {
  if (!existsSync(reportFile)) return { passed: 0, failed: exitCode === 0 ? 0 : 1 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  // A file that failed to load has no failed test, only a failed suite.
  const failed =
    report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
  return { passed: report.numPassedTests, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}

/** Turbo's tasks, one check each, from its closing line `Tasks: N successful, M total`. */
export function turboCounts(output: string, exitCode: number): Counts {
  const match = /Tasks:\s+(\d+) successful, (\d+) total/.exec(stripVTControlCharacters(output));
  if (!match) return { passed: 0, failed: 1 };
  const passed = Number(match[1]);
  const failed = Number(match[2]) - passed;
  return { passed, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}

export interface StageResult {
  title: string;
  seconds: number | null;
  counts: Counts;
  note?: string;
}

/** The closing table: each stage and its seconds, then `N passed, N failed` over every stage. */
export function formatTable(results: StageResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((r) => r.title.length), 'stage'.length);
  const row = (stage: string, seconds: string, passed: string, failed: string, note = '') =>
    `${stage.padEnd(width)}  ${seconds.padStart(7)}  ${passed.padStart(6)}  ${failed.padStart(6)}${note ? `  ${note}` : ''}`;
  const lines = [
    row('stage', 'seconds', 'passed', 'failed'),
    ...results.map((r) =>
      row(
        r.title,
        r.seconds === null ? '-' : r.seconds.toFixed(0),
        String(r.counts.passed),
        String(r.counts.failed),
        r.note,
      ),
    ),
    row('total (wall)', wallSeconds.toFixed(0), '', ''),
  ];
  const passed = results.reduce((sum, r) => sum + r.counts.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.counts.failed, 0);
  return `${lines.join('\n')}\n\n${passed} passed, ${failed} failed\n`;
}
