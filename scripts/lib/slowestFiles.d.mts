import type { Reporter } from 'vitest/node';

export interface FileTime {
  readonly file: string;
  readonly project?: string;
  readonly ms: number;
}
/** The `count` (default 10) files that took longest, slowest first; ties in file order. */
export function rankSlowest(files: readonly FileTime[], count?: number): FileTime[];
/** The ranked files as printed after `npm test`: seconds, path and project, one a line. */
export function formatSlowest(ranked: readonly FileTime[]): string;
/** Prints the ten slowest test files of the run when it ends. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd: NonNullable<Reporter['onTestRunEnd']>;
}
