import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary folder shaped like the built hosted app: its index.html and one hashed script under assets/. */
export function builtAppFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'stillpoint-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stillpoint</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), 'console.log("app")');
  return dist;
}
