import { createElement } from 'preact';

/**
 * `react` as @r2wc/react-to-web-component sees it in the widget builds: it reads `createElement`
 * off React's default export and uses nothing else (its `createRoot` comes from react-dom/client,
 * preactReactDomClient.ts). The other importers of `react` get preactReact.ts, which has no default
 * export.
 */
export default { createElement };
