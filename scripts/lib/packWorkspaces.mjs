// `npm pack` of the published workspaces, as `npm publish` ships them. Packing rewrites each package.json for a
// moment (packManifest.mjs's prepack and postpack), which no build, type-check or test beside it may read: `npm test`
// packs once, before its steps start, and the suites that test the tarballs read that run's (scripts/testing/packedPackages.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './setup.mjs';

/** The workspaces published to npm, in dependency order. */
export const PUBLISHED = ['sdk', 'widgets'];

/** The report packWorkspaces writes beside the tarballs: npm's, one entry per package in PUBLISHED's order. */
export const PACK_REPORT = 'packed.json';

/** Packs the published workspaces into `destination`; npm's report of each tarball (its file name, the files in it). */
export function packWorkspaces(destination) {
  const report = execFileSync('npm', ['pack', '--json', '--pack-destination', destination, ...PUBLISHED.flatMap((name) => ['-w', name])], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  writeFileSync(join(destination, PACK_REPORT), report);
  return JSON.parse(report);
}
