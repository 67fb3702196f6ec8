/** The workspaces published to npm, in dependency order. */
export const PUBLISHED: readonly ['sdk', 'widgets'];

/** npm's report of one packed tarball. */
export interface PackReport {
  readonly filename: string;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

/** The report packWorkspaces writes beside the tarballs: npm's, one entry per package in PUBLISHED's order. */
export const PACK_REPORT: string;

/** Packs the published workspaces into `destination`; npm's report of each tarball (its file name, the files in it). */
export function packWorkspaces(destination: string): PackReport[];
