import { runnerStyles } from '@stillpoint/sdk/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyCss } from '../../rollup.config.mjs';
import { hostStyles, themeProperties } from './hostStyles';

const docs = ['breath-session/breath-session.component.ts', 'meditation-timer/meditation-timer.component.ts'].map((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8'),
);

describe('theming through CSS custom properties', () => {
  it('finds the runner\'s theme properties and their defaults', () => {
    const properties = Object.fromEntries(themeProperties(runnerStyles));
    expect(properties['--sp-bg']).toBe('#0f1724');
    expect(properties['--sp-accent']).toBe('#7dd3c0');
  });

  it('finds the same theme properties in the minified stylesheet the browser builds ship', () => {
    const minified = minifyCss(runnerStyles);
    expect(minified.length).toBeLessThan(runnerStyles.length);
    expect(minified).not.toContain('/*');
    expect(themeProperties(minified)).toEqual(themeProperties(runnerStyles));
  });

  it('lets a value set by the page (on the element or an ancestor) through, with the runner\'s default otherwise', () => {
    const css = hostStyles();
    expect(css).toContain('--_sp-bg: var(--sp-bg, #0f1724);');
    expect(css).toContain(':host .sp-runner {');
    expect(css).toContain('--sp-bg: var(--_sp-bg);');
  });

  it('documents every theme property the runner has, with its default, on both elements', () => {
    for (const doc of docs) {
      for (const [name, value] of themeProperties(runnerStyles)) {
        expect(doc).toContain(`@cssproperty ${name} - `);
        // The font stack is summarised in words; every other default is quoted as it is.
        if (!value.includes('system-ui')) expect(doc).toMatch(new RegExp(`@cssproperty ${name} - .*Default ${value.replace(/[()]/g, '\\$&')}\\.`));
      }
    }
  });
});
