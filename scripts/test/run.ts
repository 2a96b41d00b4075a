/**
 * `npm test`: every test of Bayti, stage by stage, two at a time where the two cores allow, and
 * at the end a table of each stage's seconds and one line `N passed, N failed` over all of them.
 *
 *   npm test                         every stage
 *   npm test -- --stage stories      one stage (lint, postgres, unit, stories, e2e), or several
 *   npm run test:changed             only the tests (and packages) the uncommitted change touches
 *
 * Each stage's output goes to test-results/<stage>.log; a failed stage's log is printed whole.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath } from '../../tests/chromium.ts';
import { ensureChromium } from './chromium.ts';
import {
  formatTable,
  turboCounts,
  vitestCounts,
  type Counts,
  type StageResult,
} from './results.ts';
import { stages, type Stage, type Step } from './stages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const resultsDir = path.join(root, 'test-results');
const BROWSER_STAGES = new Set(['stories', 'e2e']);
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The machine's PostgreSQL, when TEST_DATABASE_URL is unset and one answers on 127.0.0.1:5432. */
function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function runStep(
  step: Step,
  stage: Stage,
  index: number,
  log: NodeJS.WritableStream,
  env: NodeJS.ProcessEnv,
) {
  const report = path.join(resultsDir, `${stage.id}-${index}.json`);
  const command =
    step.kind === 'vitest'
      ? [...step.command, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : step.command;
  log.write(`\n$ ${step.cwd ? `(cd ${step.cwd}) ` : ''}${command.join(' ')}\n`);
  return new Promise<Counts>((resolve) => {
    let output = '';
    const child = spawn(command[0]!, command.slice(1), {
      cwd: path.join(root, step.cwd ?? '.'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (step.kind === 'turbo') output += chunk.toString();
      });
    }
    child.on('close', (code) => {
      const exitCode = code ?? 1;
      if (step.kind === 'vitest') resolve(vitestCounts(report, exitCode));
      else if (step.kind === 'turbo') resolve(turboCounts(output, exitCode));
      else resolve(exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    });
  });
}

async function runStage(stage: Stage, env: NodeJS.ProcessEnv): Promise<StageResult> {
  if (stage.skipped) {
    process.stdout.write(`- ${stage.title}: not run (${stage.skipped})\n`);
    return {
      title: stage.title,
      seconds: null,
      counts: { passed: 0, failed: 0 },
      note: `not run: ${stage.skipped}`,
    };
  }
  const logFile = path.join(resultsDir, `${stage.id}.log`);
  const log = createWriteStream(logFile);
  process.stdout.write(`▶ ${stage.title}\n`);
  const started = performance.now();
  const counts: Counts = { passed: 0, failed: 0 };
  for (const [index, step] of stage.steps.entries()) {
    const stepCounts = await runStep(step, stage, index, log, env);
    counts.passed += stepCounts.passed;
    counts.failed += stepCounts.failed;
  }
  await new Promise((resolve) => log.end(resolve));
  const seconds = (performance.now() - started) / 1000;
  const summary = `${stage.title}: ${counts.passed} passed, ${counts.failed} failed in ${seconds.toFixed(0)} s`;
  if (counts.failed > 0) {
    process.stdout.write(`✗ ${summary}; its log (test-results/${stage.id}.log) follows\n`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    process.stdout.write(`✗ end of ${stage.title}'s log\n`);
  } else {
    process.stdout.write(`✓ ${summary}\n`);
  }
  return { title: stage.title, seconds, counts };
}

async function main() {
  const { values } = parseArgs({
    options: { stage: { type: 'string', multiple: true }, changed: { type: 'boolean' } },
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  if (!env.TEST_DATABASE_URL && (await postgresAnswers())) env.TEST_DATABASE_URL = MACHINE_POSTGRES;

  const all = stages(env, values.changed);
  const known = all.flat(2).map((stage) => stage.id);
  const chosen = values.stage ?? known;
  const unknown = chosen.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown stage ${unknown.join(', ')}; the stages are ${known.join(', ')}.\n`,
    );
    process.exit(2);
  }
  if (chosen.some((id) => BROWSER_STAGES.has(id))) ensureChromium(chromiumPath);

  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const started = performance.now();
  const results: StageResult[] = [];
  const installSeconds = Number(env.BAYTI_INSTALL_SECONDS);
  if (!values.stage && !values.changed && Number.isFinite(installSeconds) && installSeconds > 0) {
    results.push({
      title: 'install (npm ci)',
      seconds: installSeconds,
      counts: { passed: 0, failed: 0 },
    });
  }
  const byStage = new Map<string, StageResult>();
  for (const group of all) {
    await Promise.all(
      group.map(async (lane) => {
        for (const stage of lane.filter((s) => chosen.includes(s.id))) {
          byStage.set(stage.id, await runStage(stage, env));
        }
      }),
    );
  }
  // The table lists the stages in the order they are declared, whichever lane finished first.
  results.push(...known.flatMap((id) => byStage.get(id) ?? []));
  const wall =
    (performance.now() - started) / 1000 +
    (results[0]?.title.startsWith('install') ? installSeconds : 0);
  process.stdout.write(`\n${formatTable(results, wall)}`);
  process.exit(results.some((r) => r.counts.failed > 0) ? 1 : 0);
}

await main();
