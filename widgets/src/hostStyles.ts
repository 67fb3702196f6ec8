import { runnerStyles } from '@stillpoint/sdk/react';

/** The runners' theme properties (`--sp-bg: #0f1724;` ...) as the runner stylesheet declares them. */
export function themeProperties(styles: string = runnerStyles): Array<[name: string, value: string]> {
  const block = /\.sp-runner\s*\{([^}]*)\}/.exec(styles)?.[1] ?? '';
  return [...block.matchAll(/(--sp-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]);
}

/**
 * The element's own stylesheet. The runner declares its theme on `.sp-runner`, which would hide a
 * value the host page sets on the element or on any ancestor (`breath-session { --sp-accent: hotpink }`,
 * or a partner's card around it). So the host resolves each property once, from the page when set
 * and from the runner's default otherwise, into a private copy (`--_sp-accent`) the runner then takes.
 * Setting the public name on `:host` itself would block inheritance from the page's ancestors.
 */
export function hostStyles(display = 'block'): string {
  const properties = themeProperties();
  const resolved = properties.map(([name, value]) => `--_${name.slice(2)}: var(${name}, ${value});`).join(' ');
  const taken = properties.map(([name]) => `${name}: var(--_${name.slice(2)});`).join(' ');
  return [
    `:host { display: ${display}; ${resolved} }`,
    ':host([hidden]) { display: none; }',
    `:host .sp-runner { ${taken} min-height: var(--sp-min-height, 24rem); border-radius: var(--sp-radius); }`,
    // Attributes that cannot be used: one quiet line in the runner's frame, not a wall of bold text.
    ':host .sp-widget-error { margin: 0; max-width: 20rem; font-size: 1.125rem; font-weight: 400; line-height: 1.5; color: var(--sp-muted); }',
  ].join('\n');
}
