#!/usr/bin/env node
// `node scripts/precompress.mjs <folder>`: after a build, writes .br and .gz beside its text files.
import { relative, resolve } from 'node:path';
import { precompress } from './lib/precompress.mjs';

const folder = resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: node scripts/precompress.mjs <built folder>');
  process.exit(1);
}
const started = performance.now();
const written = await precompress(folder);
const total = written.reduce((sum, { bytes, br, gz }) => ({ bytes: sum.bytes + bytes, br: sum.br + br, gz: sum.gz + gz }), { bytes: 0, br: 0, gz: 0 });
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `[precompress] ${written.length} files in ${relative(process.cwd(), folder) || '.'}: ${kB(total.bytes)} → br ${kB(total.br)}, gzip ${kB(total.gz)} (${Math.round(performance.now() - started)} ms)`,
);
