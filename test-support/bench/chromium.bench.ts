// The browser suites' Chromium, with and without the address bar's popup (launchChromium's DISABLED_FEATURES against
// Playwright's defaults alone), in the same run: what opening a test's contexts and pages and leaving them idle costs.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../src/chromium';

const CONTEXTS = 8;
const IDLE_MS = 5000;
const ROUNDS = 2;

/** CPU-seconds the machine has spent so far, every process included (Chromium's are not this process's children). */
function machineCpuSeconds(): number {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

/** CPU-seconds for CONTEXTS contexts with a page each, opened, left idle IDLE_MS, and closed, in a Chromium launched with `args`. */
async function contextsCost(args: readonly string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args] });
  try {
    const before = machineCpuSeconds();
    const contexts = [];
    for (let i = 0; i < CONTEXTS; i += 1) {
      const context = await browser.newContext();
      await context.newPage();
      contexts.push(context);
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    for (const context of contexts) await context.close();
    return machineCpuSeconds() - before;
  } finally {
    await browser.close();
  }
}

const withPopup: number[] = [];
const withoutPopup: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  withPopup.push(await contextsCost(CHROMIUM_FLAGS));
  withoutPopup.push(await contextsCost(PLAYWRIGHT_CHROMIUM_ARGS));
}
const popupCost = Math.min(...withPopup);
const launchCost = Math.min(...withoutPopup);
const label = `${CONTEXTS} contexts with a page, idle ${IDLE_MS / 1000} s (least of ${ROUNDS})`;
console.log(`  ${label.padEnd(52)} ${`${popupCost.toFixed(1)} CPU-s`.padStart(10)} with the popup (Playwright's defaults)`);
console.log(`  ${''.padEnd(52)} ${`${launchCost.toFixed(1)} CPU-s`.padStart(10)} without (launchChromium)`);
console.log(`${launchCost < popupCost ? 'PASS' : 'MISS'}  the popup disabled saves ${(popupCost - launchCost).toFixed(1)} CPU-s, ${((1 - launchCost / popupCost) * 100).toFixed(0)} % of the cost`);
