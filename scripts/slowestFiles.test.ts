import { describe, expect, it } from 'vitest';
import { formatConcurrency, formatSlowest, rankSlowest } from './lib/slowestFiles.mjs';

describe('the slowest files printed after npm test', () => {
  const files = Array.from({ length: 12 }, (_, index) => ({ file: `f${String(index).padStart(2, '0')}.test.ts`, project: 'api', ms: (index % 5) * 1000 + index }));

  it('are the ten that took longest, slowest first', () => {
    const ranked = rankSlowest(files);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toEqual({ file: 'f09.test.ts', project: 'api', ms: 4009 });
    expect(ranked.map((entry) => entry.ms)).toEqual([...ranked.map((entry) => entry.ms)].sort((a, b) => b - a));
    expect(ranked.map((entry) => entry.file)).not.toContain('f00.test.ts');
  });

  it('print seconds, path and project on a line each', () => {
    expect(formatSlowest(rankSlowest(files, 2))).toBe(['[test] the 2 slowest test files:', '      4.0 s  f09.test.ts (api)', '      4.0 s  f04.test.ts (api)'].join('\n'));
  });

  it('say how many files ran at a time on average, beside the workers the run had', () => {
    // Twelve files of 0 to 4 s each, 21.1 s in all, over a 10 s run.
    expect(formatConcurrency(files, 10_000, 3)).toBe('[test] 12 test files took 21 s in 10 s of testing: 2.1 at a time on average, with 3 workers');
  });
});
