import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED } from './lib/packWorkspaces.mjs';
import { root } from './testing/assertBuilt';
import { installPacked, moduleEntries, packPublished, type PackedPackage } from './testing/packedPackages';

// @stillpoint/sdk and @stillpoint/widgets as a third-party developer gets them: the tarballs
// `npm pack` writes, installed into a project outside the workspace (`npm test` builds them first).

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const run = (command: string, args: string[], cwd = root) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

let work: string;
let packages: PackedPackage[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'stillpoint-packed-'));
  packages = packPublished(work);
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Test support by its path in a tarball: tests, harnesses, testing and test-support folders, test plans, fixtures. */
const TEST_SUPPORT = /\.test\.|\/(?:harness|testing|test-support)\/|testPlans|fixtures|\/testing\.d\.ts/;

/** The modules of a workspace's test-support folder, by name without extension (fixtures, ManualClock...). */
function testSupportModules(workspace: string): string[] {
  const files = readdirSync(join(root, workspace, 'test-support')).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return files.map((file) => file.replace(/\.tsx?$/, ''));
}

/** A project folder under the work folder with the packed packages installed. */
function project(name: string, files: Record<string, string>, also: readonly string[] = []): string {
  const folder = join(work, name);
  installPacked(folder, packages, also);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return folder;
}

describe('the packed tarballs', () => {
  it('ship no test support: no tests, harnesses, testing or test-support folders, test plans or fixtures', () => {
    for (const { manifest, tarball } of packages) {
      const files = run('tar', ['-tzf', tarball]).split('\n');
      expect(files.length, manifest.name).toBeGreaterThan(10);
      expect(
        files.filter((file) => TEST_SUPPORT.test(file)),
        manifest.name,
      ).toEqual([]);
    }
  });

  it('ship nothing of their test-support folders, as a module of its own or bundled into one', () => {
    packages.forEach(({ manifest, tarball }, index) => {
      const modules = new Set(testSupportModules(PUBLISHED[index]!));
      expect(modules.size, manifest.name).toBeGreaterThan(0);
      const folder = join(work, `contents-${index}`);
      mkdirSync(folder);
      run('tar', ['-xzf', tarball, '-C', folder]);
      const code = run('tar', ['-tzf', tarball])
        .split('\n')
        .filter((file) => /\.(?:js|ts|map)$/.test(file));
      expect(code.length, manifest.name).toBeGreaterThan(10);
      // By name: a module of test-support built beside the published ones (ManualClock.js, fixtures.d.ts).
      const named = code.filter((file) => modules.has(basename(file).replace(/\.(?:d\.ts|js)(?:\.map)?$/, '')));
      expect(named, manifest.name).toEqual([]);
      // Bundled: a published module built with test support names its folder in a source map or an import.
      const naming = code.filter((file) => readFileSync(join(folder, file), 'utf8').includes('test-support'));
      expect(naming, manifest.name).toEqual([]);
    });
  });

  it('carry no "source" export condition (it names TypeScript sources the tarball does not ship), while the workspace keeps it', () => {
    packages.forEach(({ manifest, tarball }) => {
      const packed = run('tar', ['-xzOf', tarball, 'package/package.json']);
      expect(packed, manifest.name).not.toContain('"source"');
      expect(JSON.parse(packed).exports['.'], manifest.name).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
      // npm's postpack put the workspace's own manifest back, condition and all.
      expect(JSON.stringify(manifest.exports), manifest.name).toContain('"source"');
    });
  });

  it('pass publint --strict', () => {
    for (const { tarball } of packages) expect(() => run(bin('publint'), ['--strict', tarball])).not.toThrow();
  });

  // The ESM-only profile: the packages ship ES modules only, so only CommonJS's require() is out.
  it('pass Are-The-Types-Wrong for every entry under node16/NodeNext and bundler resolution', () => {
    for (const { manifest, tarball } of packages) {
      let report = '';
      try {
        run(bin('attw'), ['--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji', tarball]);
      } catch (error) {
        report = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(report, manifest.name).toBe('');
    }
  });
});

describe('a TypeScript project on moduleResolution NodeNext', () => {
  /** tsc's errors for a NodeNext project that imports `entries` from the packed packages ('' when none). */
  function typeCheck(name: string, entries: readonly string[], also: readonly string[]): string {
    const source = entries.map((entry, index) => `import * as entry${index} from '${entry}';\nexport { entry${index} };\n`).join('');
    const folder = project(
      name,
      {
        'package.json': JSON.stringify({ name, private: true, type: 'module' }),
        'index.ts': source,
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            strict: true,
            noEmit: true,
            // Checks the packages' own declarations too: an import there that does not resolve is an error, not `any`.
            skipLibCheck: false,
            types: [],
          },
          files: ['index.ts'],
        }),
      },
      also,
    );
    try {
      run(bin('tsc'), ['-p', join(folder, 'tsconfig.json')], folder);
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  }

  it('type-checks an import of every entry of both packages, their declarations included', () => {
    const entries = packages.flatMap((pkg) => moduleEntries(pkg.manifest));
    expect(entries).toEqual(expect.arrayContaining(['@stillpoint/sdk/react', '@stillpoint/widgets/breath-session.js']));
    expect(typeCheck('nodenext-app', entries, ['@types/react', '@types/react-dom'])).toBe('');
  });

  // The register-on-import entries type what they register: the element (methods, properties) and its events.
  it('types the element an entry registers: querySelector, its methods and properties, its events\' details', () => {
    const folder = project(
      'register-on-import',
      {
        'package.json': JSON.stringify({ name: 'register-on-import', private: true, type: 'module' }),
        'index.ts': [
          "import '@stillpoint/widgets/breath-session.js';",
          "import '@stillpoint/widgets/meditation-timer.js';",
          "const breath = document.querySelector('breath-session')!;",
          'breath.start();',
          'breath.rounds = 3;',
          "breath.visualGuide = 'wave';",
          "breath.soundBaseUrl = '/static/sounds/';",
          'const settled: Promise<boolean> = breath.updateComplete;',
          "breath.addEventListener('session-stop', (event) => console.log(event.detail.reason, event.detail.elapsed, settled));",
          "const timer = document.querySelector('meditation-timer')!;",
          'timer.zen = true;',
          "timer.addEventListener('session-phase-change', (event) => console.log(event.detail.label));",
          '// The deprecated former name stays typed until it goes.',
          "timer.addEventListener('phase-change', (event) => console.log(event.detail.round));",
          '// @ts-expect-error: rounds is a number',
          "breath.rounds = 'three';",
          '// @ts-expect-error: the package leaves document\'s event map alone',
          "document.addEventListener('session-stop', (event) => console.log(event.detail));",
          '',
        ].join('\n'),
        'tsconfig.json': JSON.stringify({
          compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2023', 'DOM'], strict: true, noEmit: true, skipLibCheck: false, types: [] },
          files: ['index.ts'],
        }),
      },
    );
    let errors = '';
    try {
      run(bin('tsc'), ['-p', join(folder, 'tsconfig.json')], folder);
    } catch (error) {
      errors = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(errors).toBe('');
  });

  // React is an optional peer of the SDK: a page that only uses the elements has no React types.
  it('type-checks the elements in a project without React types', () => {
    const widgets = packages.find((pkg) => pkg.manifest.name === '@stillpoint/widgets')!;
    // Every entry but the React JSX typings, which augment React's types and are for React apps.
    const entries = moduleEntries(widgets.manifest).filter((entry) => entry !== '@stillpoint/widgets/jsx-react');
    expect(entries).toContain('@stillpoint/widgets/jsx-preact');
    expect(typeCheck('nodenext-elements', entries, [])).toBe('');
  });
});

describe('a Vite app that uses the React runners and the elements', () => {
  // Tone.js holds its version as a string literal once per copy; minifiers keep it (in any quotes).
  const toneVersion = (JSON.parse(readFileSync(join(root, 'node_modules', 'tone', 'package.json'), 'utf8')) as { version: string }).version;
  const versionLiteral = new RegExp(`[\`'"]${toneVersion.replaceAll('.', '\\.')}[\`'"]`, 'g');

  it('bundles one copy of Tone.js', async () => {
    const folder = project(
      'vite-app',
      {
        'package.json': JSON.stringify({ name: 'vite-app', private: true, type: 'module' }),
        'index.html': '<!doctype html><div id="app"></div><breath-session technique="box"></breath-session><script type="module" src="./main.js"></script>',
        'main.js': [
          "import { createElement } from 'react';",
          "import { createRoot } from 'react-dom/client';",
          "import { BreathingSession } from '@stillpoint/sdk/react';",
          "import { defineWidgets } from '@stillpoint/widgets';",
          'defineWidgets();',
          "createRoot(document.getElementById('app')).render(createElement(BreathingSession, {}));",
        ].join('\n'),
      },
      ['react', 'react-dom'],
    );
    await build({ root: folder, configFile: false, logLevel: 'silent', build: { outDir: 'dist', minify: true } });
    const assets = join(folder, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    // One entry per copy, naming the file it is in.
    const copies = scripts.flatMap((file) => (readFileSync(join(assets, file), 'utf8').match(versionLiteral) ?? []).map(() => file));
    expect(copies, `the copies of Tone.js ${toneVersion}`).toHaveLength(1);
  });
});
