// A vitest reporter for `npm test`: after the run, the ten test files that took longest, so the next
// slowdown is seen in the run that brings it. A file's time is what it cost the run: its environment,
// set-up, import and tests.
import { relative } from 'node:path';

const SHOWN = 10;

export function rankSlowest(files, count = SHOWN) {
  return [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

export function formatSlowest(ranked) {
  const lines = ranked.map(({ file, project, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}${project ? ` (${project})` : ''}`);
  return [`[test] the ${ranked.length} slowest test files:`, ...lines].join('\n');
}

const costOf = (diagnostic) => diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;

export default class SlowestFilesReporter {
  onTestRunEnd(testModules) {
    const files = testModules.map((module) => ({ file: relative(process.cwd(), module.moduleId), project: module.project.name, ms: costOf(module.diagnostic()) }));
    if (files.length > 0) console.log(`\n${formatSlowest(rankSlowest(files))}`);
  }
}
