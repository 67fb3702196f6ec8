import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReports, typedEntries } from './lib/apiReports.mjs';
import { PUBLISHED } from './lib/packWorkspaces.mjs';
import { assertBuilt } from './testing/assertBuilt';

const root = join(import.meta.dirname, '..');

/** Every committed report, by its path from the repository's root. */
const committedReports = PUBLISHED.flatMap((name) =>
  typedEntries(name).map(({ report }) => {
    const file = `${name}/api-report/${report}.api.md`;
    return { file, text: readFileSync(join(root, file), 'utf8') };
  }),
);

/** The report's lines that match, with their line numbers, for a readable failure. */
function linesMatching(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .map((line, index) => `${index + 1}: ${line.trim()}`)
    .filter((line) => pattern.test(line));
}

// The published surface of @stillpoint/sdk and @stillpoint/widgets, one API Extractor report per
// entry (`<package>/api-report/`), read from the built declarations (`npm test` builds them first).
describe('the committed API reports', () => {
  it('match what every entry of both packages exports: `npm run api-report` updates them with a change', () => {
    assertBuilt();
    for (const { file, committed, current } of apiReports()) {
      expect(current, `${file} is out of date: run \`npm run api-report\` and review the change`).toBe(committed);
    }
  });

  // The reports match the build (above), so what they show is what ships: a member with no doc
  // comment is "(undocumented)", a type an entry uses without exporting it is a forgotten export.
  it('show a doc comment on every exported declaration and member', () => {
    for (const { file, text } of committedReports) {
      expect(linesMatching(text, /\(undocumented\)/), `${file}: write a TSDoc comment on each`).toEqual([]);
    }
  });

  it('show no forgotten export: every type an entry uses can be imported from that entry', () => {
    for (const { file, text } of committedReports) {
      expect(linesMatching(text, /ae-forgotten-export/), `${file}: export each from the entry`).toEqual([]);
    }
  });
});
