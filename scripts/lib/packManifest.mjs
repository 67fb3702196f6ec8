#!/usr/bin/env node
// The published package.json has no "source" export condition. Inside this repository the condition
// sends the build tools, vitest and `node --conditions=source` to a workspace package's TypeScript
// sources; in a published package it would send any tool that sets it to files the tarball does not
// ship. npm runs `prepack` before it packs (and publishes) and `postpack` after:
//   prepack:  package.json is put aside unchanged (package.json.unpacked) and written without the condition
//   postpack: the one put aside comes back, with its own modification time, so no build looks stale.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `exports` with every "source" condition taken out, at any depth; everything else as it is. */
export function withoutSourceCondition(exports) {
  if (Array.isArray(exports)) return exports.map(withoutSourceCondition);
  if (exports === null || typeof exports !== 'object') return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== 'source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The package.json text npm packs: the same manifest, its exports without the "source" condition. */
export function packedManifestText(text) {
  const manifest = JSON.parse(text);
  return `${JSON.stringify({ ...manifest, exports: withoutSourceCondition(manifest.exports) }, null, 2)}\n`;
}

const AWAY = 'package.json.unpacked';

/** Before packing the package in `folder`: its package.json put aside, and the packed one written. */
export function prepack(folder) {
  const file = join(folder, 'package.json');
  const away = join(folder, AWAY);
  if (existsSync(away)) throw new Error(`${away} is left from an interrupted pack: check it and move it back to package.json.`);
  const text = readFileSync(file, 'utf8');
  renameSync(file, away);
  writeFileSync(file, packedManifestText(text));
}

/** After packing: the package.json put aside comes back. */
export function postpack(folder) {
  const away = join(folder, AWAY);
  if (existsSync(away)) renameSync(away, join(folder, 'package.json'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const step = process.argv[2];
  if (step === 'prepack') prepack(process.cwd());
  else if (step === 'postpack') postpack(process.cwd());
  else throw new Error(`Usage: packManifest.mjs prepack|postpack (got ${step ?? 'nothing'}).`);
}
