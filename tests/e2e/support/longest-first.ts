import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec file took in a clean-clone `.ci/run` (2026-11-27, 2-core machine, two
 * workers). Only the order they give matters: a stale figure costs a little idle time at the end
 * of the run, never a test.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'built-server': 69,
  pages: 49,
  'admin-panel': 49,
  themes: 40,
  registration: 39,
  dashboard: 38,
  'production-tree': 35,
  'board-truth': 34,
  'admin-access': 26,
  'alert-channels': 24,
  failover: 22,
  monitoring: 21,
  'your-clinic': 20,
  'reverse-proxy': 19,
  display: 15,
  'sign-in': 11,
  'vendor-status': 11,
};

/**
 * Hands the end-to-end spec files to the two workers longest first, so that no long file starts
 * last while the other worker sits idle. Vitest does so itself from its cache of earlier runs,
 * but a clean clone has none and it falls back to the largest file first: the production-tree
 * spec (36 lines, 35 s) started last and alone. Durations from Vitest's cache win over the table;
 * a file in neither (a new spec) goes first, as Vitest does.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key);
      if (cached && !cached.failed) return cached.duration / 1000;
      if (cached?.failed) return Number.POSITIVE_INFINITY;
      return MEASURED_SECONDS[path.basename(spec.moduleId, '.e2e.test.ts')] ?? Number.POSITIVE_INFINITY;
    };
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
