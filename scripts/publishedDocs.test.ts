import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED } from './lib/packWorkspaces.mjs';
import { packPublished, type PackedPackage } from './testing/packedPackages';

// What a developer reads of @stillpoint/sdk and @stillpoint/widgets once installed: the READMEs,
// the doc comments of the type declarations, the manifest and package.json, as `npm pack` ships
// them. The product's spec and the repository's other files are not in the tarballs, so nothing
// shipped may send a reader to them by a bare path (an absolute repository URL is fine).

/** The repository the packages are published from: package.json's repository, homepage and bugs. */
const REPOSITORY = 'https://github.com/stillpoint/stillpoint';

interface Unpacked {
  readonly name: string;
  readonly folder: string;
  /** Every file's path in the package, as `package/…` without the prefix. */
  readonly files: readonly string[];
  readonly text: (path: string) => string;
}

let work: string;
let unpacked: Unpacked[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'stillpoint-docs-'));
  const packed: PackedPackage[] = packPublished(work);
  unpacked = packed.map(({ manifest, tarball }, index) => {
    const folder = join(work, PUBLISHED[index]!);
    mkdirSync(folder);
    execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));
    return { name: manifest.name, folder, files, text: (path: string) => readFileSync(join(folder, path), 'utf8') };
  });
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The lines of `text` that match `pattern`, as `file:line: text` for a readable failure. */
function matchingLines(file: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => pattern.test(line))
    .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`);
}

/** A documentation path with `*`, `[hash]` or `<entry>` in it matches any file name there. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*|\\?\[[a-z]+\\?\]|<[a-z]+>/g, '[^/]+')}`);
}

function inPackage(files: readonly string[], path: string): boolean {
  const normalized = posix.normalize(path.replace(/^\.\//, ''));
  if (normalized.endsWith('/')) return files.some((file) => file.startsWith(normalized));
  const pattern = pathPattern(normalized);
  return files.some((file) => file === normalized || pattern.test(file));
}

describe('the packed packages', () => {
  it('name their repository (with their folder in it), homepage and issue tracker', () => {
    for (const { name, text } of unpacked) {
      const manifest = JSON.parse(text('package.json')) as {
        repository?: { type: string; url: string; directory: string };
        homepage?: string;
        bugs?: { url: string };
      };
      const folder = PUBLISHED[unpacked.findIndex((pkg) => pkg.name === name)]!;
      expect(manifest.repository, name).toEqual({ type: 'git', url: `git+${REPOSITORY}.git`, directory: folder });
      expect(manifest.homepage, name).toBe(`${REPOSITORY}/tree/main/${folder}#readme`);
      expect(manifest.bugs, name).toEqual({ url: `${REPOSITORY}/issues` });
    }
  });

  it("cite no document the package does not ship in their type declarations' comments, README or manifest", () => {
    for (const { name, files, text } of unpacked) {
      const shipped = new Set(files.map((file) => basename(file)));
      const documents = files.filter((file) => /\.d\.ts$|^README\.md$|^custom-elements\.json$|^vscode\.html-custom-data\.json$/.test(file));
      expect(documents.filter((file) => file.endsWith('.d.ts')).length, name).toBeGreaterThan(10);
      const citations = documents.flatMap((file) => {
        // Sections of the product's spec, and any *.md by a path rather than a URL.
        const bySection = matchingLines(file, text(file), /§|core-app\.md|commercial\.md|\bthe spec\b/);
        const byName = text(file)
          .split('\n')
          .flatMap((line, index) =>
            [...line.matchAll(/(?<![\w/:.-])([\w-]+\/)*[\w.-]+\.md\b/g)]
              // Part of a URL, or the text of a link to one ([DECISIONS.md](https://…)), leads somewhere.
              .filter((match) => !/https?:\/\/\S*$/.test(line.slice(0, match.index)) && !/^\]\(https?:/.test(line.slice(match.index! + match[0].length)))
              .filter((match) => !shipped.has(basename(match[0])))
              .map((match) => `${file}:${index + 1}: ${match[0]}`),
          );
        return [...bySection, ...byName];
      });
      expect(citations, name).toEqual([]);
    }
  });

  it('link from their README only to files in the package or to absolute URLs', () => {
    for (const { name, files, text } of unpacked) {
      const readme = text('README.md');
      const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^(?:[a-z]+:|#)/.test(target));
      expect(
        links.filter((target) => !inPackage(files, target.split('#')[0]!)),
        `${name}: relative links to files not in the package`,
      ).toEqual([]);
      // Paths written as code: the repository's folders, tests and documents must be in the package too.
      const paths = [...readme.matchAll(/`([^`\s]+)`/g)]
        .map((match) => match[1]!)
        .filter((path) => /^(?:\.\/)?(?:src|dist|sdk|widgets|scripts|examples|stories|test-support|api-report|docs|hosted-app)\/|\.test\.tsx?$|^[\w-]+\.md$/.test(path));
      expect(
        paths.filter((path) => !inPackage(files, path)),
        `${name}: files named in the README that are not in the package`,
      ).toEqual([]);
    }
  });

  it('name in their READMEs only attributes the elements have', () => {
    const widgets = unpacked.find((pkg) => pkg.name === '@stillpoint/widgets')!;
    const manifest = JSON.parse(widgets.text('custom-elements.json')) as {
      modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
    };
    const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
    const attributes = new Set(elements.flatMap((element) => (element.attributes ?? []).map((attribute) => attribute.name)));
    expect(attributes.size).toBeGreaterThan(15);
    for (const { name, text } of unpacked) {
      const readme = text('README.md');
      const named = [
        // "the `sounds` attribute", "attribute `sounds`"
        ...[...readme.matchAll(/`([a-z][a-z0-9-]*)`(?:'s)? attributes?\b|\battributes? `([a-z][a-z0-9-]*)`/g)].map((match) => match[1] ?? match[2]!),
        // The rows of an element's attribute table.
        ...readme
          .split(/^#{2,3} /m)
          .filter((section) => /^`<[a-z-]+>`/.test(section))
          .flatMap((section) => [...section.matchAll(/^\| (`[^|]+`) \|/gm)].flatMap((match) => [...match[1]!.matchAll(/`([^`]+)`/g)].map((code) => code[1]!))),
      ];
      if (name === '@stillpoint/widgets') expect(named.length, name).toBeGreaterThan(20);
      expect(
        named.filter((attribute) => !attributes.has(attribute)),
        `${name}: attributes the elements do not have`,
      ).toEqual([]);
    }
  });
});
