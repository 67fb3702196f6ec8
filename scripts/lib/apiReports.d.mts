export interface ApiReportChange {
  /** The report's path from the repository root, e.g. sdk/api-report/react.api.md. */
  readonly file: string;
  /** The committed report ('' when there is none) and the one the built declarations give. */
  readonly committed: string;
  readonly current: string;
}

/** Each module entry of a workspace package's exports map with declarations: its report name and .d.ts file. */
export function typedEntries(name: string): { report: string; declarations: string }[];

/** Compares each entry's API Extractor report with the committed one; with `update`, rewrites those that differ. */
export function apiReports(options?: { update?: boolean }): ApiReportChange[];
