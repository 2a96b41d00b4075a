import type { Reporter, TestModule } from 'vitest/node';

interface A11yReport {
  type: string;
  status?: 'passed' | 'failed' | 'warning';
  result?: { passes?: unknown[]; violations?: { id: string }[] };
}

/**
 * Prints what axe checked during the story tests: each story test carries the a11y addon's report
 * in its meta; a violation has already failed that story (`a11y: { test: 'error' }`).
 */
export default class AccessibilitySummary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let stories = 0;
    let checked = 0;
    let rulesPassed = 0;
    const violations: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const meta = test.meta() as { storyId?: string; reports?: A11yReport[] };
        if (!meta.storyId) continue;
        stories += 1;
        const report = meta.reports?.find((entry) => entry.type === 'a11y');
        if (!report?.result) continue;
        checked += 1;
        rulesPassed += report.result.passes?.length ?? 0;
        for (const violation of report.result.violations ?? [])
          violations.push(`${meta.storyId}: ${violation.id}`);
      }
    }
    if (stories === 0) return;
    const lines = [
      `Accessibility (axe): ${checked} of ${stories} stories checked, ${rulesPassed} rule checks passed, ${violations.length} violations`,
      ...violations.map((violation) => `  violation ${violation}`),
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
