// A vitest reporter for `npm test`: after the run, the ten test files that took longest, so the next
// slowdown is seen in the run that brings it, and how many files ran at a time on average, which says
// whether the workers were kept busy (a number near the workers': the run waits on the machine, and only
// less work makes it shorter) or waited on one long file. A file's time is what it cost the run: its
// environment, set-up, import and tests.
import { relative } from 'node:path';

const SHOWN = 10;

export function rankSlowest(files, count = SHOWN) {
  return [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

export function formatSlowest(ranked) {
  const lines = ranked.map(({ file, project, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}${project ? ` (${project})` : ''}`);
  return [`[test] the ${ranked.length} slowest test files:`, ...lines].join('\n');
}

export function formatConcurrency(files, runMs, workers) {
  const filesMs = files.reduce((sum, { ms }) => sum + ms, 0);
  const seconds = (ms) => (ms / 1000).toFixed(0);
  return `[test] ${files.length} test files took ${seconds(filesMs)} s in ${seconds(runMs)} s of testing: ${(filesMs / runMs).toFixed(1)} at a time on average, with ${workers} workers`;
}

const costOf = (diagnostic) => diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;

export default class SlowestFilesReporter {
  workers = 1;
  started = 0;

  onInit(vitest) {
    this.workers = vitest.config.maxWorkers;
  }

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => ({ file: relative(process.cwd(), module.moduleId), project: module.project.name, ms: costOf(module.diagnostic()) }));
    if (files.length === 0) return;
    console.log(`\n${formatSlowest(rankSlowest(files))}`);
    console.log(formatConcurrency(files, performance.now() - this.started, this.workers));
  }
}
