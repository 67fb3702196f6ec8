/**
 * The catalog, for the modules React Router's config loader runs (`routes.ts`, `react-router.config.ts`):
 * that loader resolves packages without the "source" condition, so `@stillpoint/sdk/catalog` would need
 * a built SDK there. This names the same source files that `@stillpoint/sdk/catalog` resolves to in the
 * app's build (vite.config.ts), so the app still holds one copy of them.
 */
export { BREATHING_PRESETS, estimateBreathingSeconds, type BreathingPreset } from '../../../../sdk/src/catalog/index';
// The plan a technique runs (techniquePages.ts reads what it asks of the visitor from it), by the same rule.
export { buildBreathingPlan } from '../../../../sdk/src/core/buildBreathingPlan';
