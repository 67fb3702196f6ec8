/**
 * Hooks for the browser tests and screenshots only: builds made with VITE_TEST_HOOKS=1 (hosted-app/test/buildApp.ts)
 * read a clock speed from localStorage, so a 10-minute sit can be run to its end in seconds. Production builds
 * drop this code entirely (the condition is replaced at build time).
 */
export function testTimeScale(): number | undefined {
  if (import.meta.env.VITE_TEST_HOOKS !== '1') return undefined;
  const value = Number(window.localStorage.getItem('stillpoint:timeScale'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
