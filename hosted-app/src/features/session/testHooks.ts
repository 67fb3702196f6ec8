/** Names the element a test server puts in each page's head (the API's staticApp, `testHooks`); the hooks act only on such a page. */
const TEST_HOOKS_SELECTOR = 'meta[name="stillpoint-test-hooks"]';

/**
 * Hooks for the browser tests and screenshots only: on a page the API served in its test mode (loopback origins only,
 * never from the environment), a session clock's speed is read from localStorage, so a 10-minute sit can be run to its
 * end in seconds. Any other page (every production one) never reads it: one build serves the site and the tests.
 */
export function testTimeScale(): number | undefined {
  if (typeof document === 'undefined' || document.querySelector(TEST_HOOKS_SELECTOR) === null) return undefined;
  const value = Number(window.localStorage.getItem('stillpoint:timeScale'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
