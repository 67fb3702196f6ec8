import { runnerStyles } from '@stillpoint/sdk/react';
import { LIGHT_THEME } from './themes';

/** The runners' theme properties (`--sp-bg: #0f1724;` ...) as the runner stylesheet declares them. */
export function themeProperties(styles: string = runnerStyles): Array<[name: string, value: string]> {
  const block = /\.sp-runner\s*\{([^}]*)\}/.exec(styles)?.[1] ?? '';
  return [...block.matchAll(/(--sp-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]);
}

/**
 * Inherited styles a host page may set on any ancestor (`body { letter-spacing: 0.3em; text-transform:
 * uppercase; line-height: 3 }`) are reset at :host (`all` leaves custom properties and `direction`
 * alone; visibility still follows the page), so the element reads the same on every page. The font
 * size is the browser's own (`medium`, 16px unless the visitor changed it) rather than the page's root
 * size, and every size inside is in em of it: `html { font-size: 62.5% }` does not shrink the buttons.
 * A partner who wants the element larger sets `font-size` on the element itself, which wins over :host.
 */
const RESET = 'all: initial; visibility: inherit';

/** `--_sp-bg: var(--sp-bg, <value>);` ... for each property: the page's value when it sets one, else this theme's. */
function resolved(properties: ReadonlyArray<readonly [name: string, value: string]>): string {
  return properties.map(([name, value]) => `--_${name.slice(2)}: var(${name}, ${value});`).join(' ');
}

/**
 * The element's own stylesheet. The runner declares its theme on `.sp-runner`, which would hide a
 * value the host page sets on the element or on any ancestor (`breath-session { --sp-accent: hotpink }`,
 * or a partner's card around it). So the host resolves each property once, from the page when set
 * and from the theme's default otherwise, into a private copy (`--_sp-accent`) the runner then takes.
 * Setting the public name on `:host` itself would block inheritance from the page's ancestors.
 * theme="light" takes the light palette, theme="auto" the visitor's `prefers-color-scheme`; the dark
 * palette is the default.
 */
export function hostStyles(display = 'block'): string {
  const properties = themeProperties();
  const light = resolved(properties.map(([name, value]) => [name, LIGHT_THEME[name] ?? value] as const));
  const taken = properties.map(([name]) => `${name}: var(--_${name.slice(2)});`).join(' ');
  return [
    `:host { ${RESET}; display: ${display}; ${resolved(properties)} }`,
    ':host([hidden]) { display: none; }',
    `:host([theme="light"]) { ${light} }`,
    `@media (prefers-color-scheme: light) { :host([theme="auto"]) { ${light} } }`,
    `:host .sp-runner { ${taken} font-size: 1em; min-height: var(--sp-min-height, 24em); border-radius: var(--sp-radius); }`,
    // Attributes that cannot be used: one quiet line in the runner's frame, not a wall of bold text.
    ':host .sp-widget-error { margin: 0; max-width: 17.78em; font-size: 1.125em; font-weight: 400; line-height: 1.5; color: var(--sp-muted); }',
  ].join('\n');
}
