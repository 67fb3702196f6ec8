// The public API of every entry of @stillpoint/sdk and @stillpoint/widgets, as API Extractor reports
// it from the built declarations: one committed `<package>/api-report/<entry>.api.md` per entry of
// the exports map. A change to what an entry exports, or to the signature of anything it exports,
// changes its report; `scripts/apiReports.test.ts` fails until the report is updated with
// `npm run api-report`, so every change to the published surface shows up in review.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED } from './packWorkspaces.mjs';
import { root } from './setup.mjs';

/** Each module entry of a package's exports map with declarations: its report name and .d.ts file. */
export function typedEntries(name) {
  const folder = join(root, name);
  const { exports } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([entry, target]) => ({
      report: entry === '.' ? 'index' : entry.slice(2).replace(/\.js$/, ''),
      declarations: join(folder, target.types),
    }));
}

const readIfPresent = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Only the report matters here: the declarations are checked by tsc, the doc comments by their readers. */
const quiet = { default: { logLevel: 'none' } };

/**
 * Writes each entry's report to a temporary folder and compares it with the committed one. With
 * `update`, writes changed reports over the committed ones. Returns the reports that differed: their
 * path, the committed text ('' when there was none) and the current one.
 */
export function apiReports({ update = false } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'stillpoint-api-'));
  const changed = [];
  try {
    for (const name of PUBLISHED) {
      const folder = join(root, name);
      if (update) mkdirSync(join(folder, 'api-report'), { recursive: true });
      for (const { report, declarations } of typedEntries(name)) {
        const config = ExtractorConfig.prepare({
          configObject: {
            projectFolder: folder,
            mainEntryPointFilePath: declarations,
            compiler: {
              overrideTsconfig: {
                compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, types: [] },
                files: [declarations],
              },
            },
            apiReport: { enabled: true, reportFileName: report, reportFolder: join(folder, 'api-report'), reportTempFolder: scratch },
            docModel: { enabled: false },
            dtsRollup: { enabled: false },
            tsdocMetadata: { enabled: false },
            messages: {
              compilerMessageReporting: { default: { logLevel: 'error' } },
              // A type an entry uses but does not export shows in the report as a warning line.
              extractorMessageReporting: { ...quiet, 'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true } },
              tsdocMessageReporting: quiet,
            },
          },
          configObjectFullPath: undefined,
          packageJsonFullPath: join(folder, 'package.json'),
        });
        const file = `${name}/api-report/${report}.api.md`;
        const committed = readIfPresent(join(root, file));
        const result = Extractor.invoke(config, {
          localBuild: update,
          // Its notes ("the report changed, copy it over") are what the return value says; errors still print.
          messageCallback: (message) => void (message.logLevel !== 'error' && (message.handled = true)),
        });
        if (result.errorCount > 0) throw new Error(`API Extractor failed on ${name}/${report}: ${result.errorCount} errors.`);
        if (!result.apiReportChanged) continue;
        changed.push({ file, committed, current: readFileSync(join(scratch, `${report}.api.md`), 'utf8') });
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update');
  const changed = apiReports({ update }).map((report) => report.file);
  if (changed.length === 0) console.log('[api-report] every report matches the built API');
  else console.log(`[api-report] ${update ? 'updated' : 'differ from the built API'}: ${changed.join(', ')}`);
  if (changed.length > 0 && !update) process.exitCode = 1;
}
