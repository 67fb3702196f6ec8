import { createElement } from 'react';

/**
 * React as @r2wc/react-to-web-component uses it: `React.createElement`, nothing else (its
 * `createRoot` comes from react-dom/client). The root Rollup config and the jsdom tests give that
 * package this module for `react`, so preact/compat's default export, which holds every compat API,
 * stays out of the widget script. Named imports of `react` elsewhere still get preact/compat.
 */
export default { createElement };
