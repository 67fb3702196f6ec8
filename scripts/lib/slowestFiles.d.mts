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
/**
 * The files' times summed against the run's: how many files ran at a time on average, beside the `workers` the run had.
 */
export function formatConcurrency(files: readonly FileTime[], runMs: number, workers: number): string;
/** Prints the ten slowest test files of the run when it ends, and how many files ran at a time on average. */
export default class SlowestFilesReporter implements Reporter {
  onInit: NonNullable<Reporter['onInit']>;
  onTestRunStart: NonNullable<Reporter['onTestRunStart']>;
  onTestRunEnd: NonNullable<Reporter['onTestRunEnd']>;
}
