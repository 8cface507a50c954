// A reporter that prints, at the end, each project's own time: from its first test's start to its last test's end
// (projects share the two workers, so these spans overlap), with its tests' summed durations and outcomes.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Span {
  start: number;
  end: number;
  busy: number;
  passed: number;
  failed: number;
  skipped: number;
}

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, Span>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '?';
    const start = result.startTime.getTime();
    const span = this.spans.get(project) ?? { start, end: start, busy: 0, passed: 0, failed: 0, skipped: 0 };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, start + result.duration);
    span.busy += result.duration;
    if (result.status === 'skipped') span.skipped++;
    else if (result.status === test.expectedStatus) span.passed++;
    else span.failed++;
    this.spans.set(project, span);
  }

  onEnd(result: FullResult): void {
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log(`\nProjects (${result.status}, ${s(result.duration)} in all):`);
    for (const [name, span] of [...this.spans].sort()) {
      const counts = [`${span.passed} passed`, span.failed && `${span.failed} failed`, span.skipped && `${span.skipped} skipped`];
      console.log(
        `  ${name.padEnd(9)} ${s(span.end - span.start).padStart(6)} wall, ${s(span.busy).padStart(6)} of tests; ${counts.filter(Boolean).join(', ')}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
