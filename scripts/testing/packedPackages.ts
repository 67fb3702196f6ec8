import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PACK_REPORT, packWorkspaces, PUBLISHED, type PackReport } from '../lib/packWorkspaces.mjs';
import { assertBuilt, root } from './assertBuilt';

export interface PackageManifest {
  readonly name: string;
  readonly exports: Record<string, string | { readonly types?: string; readonly default: string }>;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

export interface PackedPackage {
  readonly manifest: PackageManifest;
  /** The .tgz npm pack wrote. */
  readonly tarball: string;
  /** Every file in the tarball, by its path in the package (`package.json`, `dist/index.js`...). */
  readonly files: readonly string[];
}

/**
 * @stillpoint/sdk and @stillpoint/widgets packed as `npm publish` would ship them (from their dist/): under `npm test`,
 * the tarballs it packed before any suite started (STILLPOINT_PACKED_DIR); otherwise packed into `destination` now,
 * which only a suite whose files run one at a time may do (packing rewrites each package.json for a moment).
 */
export function packPublished(destination: string): PackedPackage[] {
  assertBuilt();
  const packedBefore = process.env.STILLPOINT_PACKED_DIR;
  const folder = packedBefore ?? destination;
  const reports = packedBefore ? (JSON.parse(readFileSync(join(packedBefore, PACK_REPORT), 'utf8')) as PackReport[]) : packWorkspaces(destination);
  return PUBLISHED.map((name, index) => ({
    manifest: JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')) as PackageManifest,
    tarball: join(folder, reports[index]!.filename),
    files: reports[index]!.files.map((file) => file.path),
  }));
}

/**
 * Installs the packed packages into `app`/node_modules as npm would from the tarballs, and every
 * package they depend on (and `also`) as a link to the workspace's copy: the same versions as the
 * lockfile, without the network.
 */
export function installPacked(app: string, packages: readonly PackedPackage[], also: readonly string[] = []): void {
  const packedNames = new Set(packages.map((pkg) => pkg.manifest.name));
  for (const { manifest, tarball } of packages) {
    const folder = join(app, 'node_modules', manifest.name);
    mkdirSync(folder, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
  }
  const dependencies = new Set([
    ...packages.flatMap((pkg) => [...Object.keys(pkg.manifest.dependencies ?? {}), ...Object.keys(pkg.manifest.peerDependencies ?? {})]),
    ...also,
  ]);
  for (const name of dependencies) {
    if (packedNames.has(name)) continue;
    const link = join(app, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), link, 'dir');
  }
}

/** The import specifier of every module entry of a package's exports map (not its JSON files or wildcards). */
export function moduleEntries(manifest: PackageManifest): string[] {
  return Object.entries(manifest.exports)
    .filter(([entry, target]) => typeof target !== 'string' && !entry.includes('*'))
    .map(([entry]) => (entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`));
}
