/**
 * The stages of `npm test`, in the order they run. A group's lanes run side by side, the stages of
 * a lane one after another (two cores: each group keeps both busy without putting two browser
 * suites on them at once).
 */
export interface Step {
  /** The command, run from `cwd` (the repository root when absent). */
  command: string[];
  cwd?: string;
  /** `vitest`: the step writes Vitest's JSON report and its tests are counted one by one; else the
   * step counts as one check (or, for turbo, one check per task). */
  kind: 'vitest' | 'turbo' | 'check';
}

export interface Stage {
  id: string;
  title: string;
  steps: Step[];
  /** Why the stage does not run on this machine, if it does not. */
  skipped?: string;
}

/**
 * The stages; with `changed`, Vitest runs only the tests whose files or imports the uncommitted
 * change touches (`--changed`), and turbo only the packages it touches (`--affected`).
 */
export function stages(env: NodeJS.ProcessEnv, changed = false): Stage[][][] {
  const vitest = (args: string[], cwd?: string): Step => ({
    command: ['npx', 'vitest', 'run', ...args, ...(changed ? ['--changed'] : [])],
    cwd,
    kind: 'vitest',
  });
  const turbo = (args: string[]): Step => ({
    command: [
      'npx',
      'turbo',
      'run',
      ...args,
      '--output-logs=errors-only',
      ...(changed ? ['--affected'] : []),
    ],
    kind: 'turbo',
  });
  const lint: Stage = {
    id: 'lint',
    title: 'lint and types',
    steps: [
      turbo(['lint', 'check-types', '--concurrency=2']),
      {
        command: ['npx', 'eslint', '.storybook', 'tests', 'scripts', 'vitest.config.ts'],
        kind: 'check',
      },
      { command: ['npx', 'tsc', '-p', 'tsconfig.json'], kind: 'check' },
      vitest(['--project=lint']),
    ],
  };
  const postgres: Stage = {
    id: 'postgres',
    title: 'API tests on PostgreSQL',
    steps: [vitest(['--project=api-postgres'], 'apps/api')],
    skipped: env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
  };
  const unit: Stage = {
    id: 'unit',
    title: 'unit and API tests on PGlite',
    steps: [
      vitest([], 'packages/data'),
      vitest([], 'packages/ui'),
      vitest([], 'apps/portal'),
      vitest(['--project=api-pglite'], 'apps/api'),
    ],
  };
  const stories: Stage = {
    id: 'stories',
    title: 'stories with axe and screenshots',
    steps: [
      vitest([
        '--project=storybook',
        '--reporter=./tests/reporters/accessibility-summary.ts',
        '--reporter=./tests/reporters/visual-diffs.ts',
      ]),
    ],
  };
  const e2e: Stage = {
    id: 'e2e',
    title: 'end-to-end journeys',
    steps: [
      {
        command: [
          'npx',
          'turbo',
          'run',
          'build',
          '--filter=@bayti/portal',
          '--output-logs=errors-only',
        ],
        kind: 'turbo',
      },
      vitest(['--config', 'tests/e2e/vitest.config.ts']),
    ],
  };
  return [
    // Lint and types take about as long as both API suites one after the other.
    [[lint], [postgres, unit]],
    [[stories]],
    [[e2e]],
  ];
}
