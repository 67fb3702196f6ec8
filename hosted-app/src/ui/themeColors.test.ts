import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from './themeColors';

const appDir = join(import.meta.dirname, '..', '..');
const tokens = readFileSync(join(appDir, 'src/ui/tokens.css'), 'utf8');
const manifest = JSON.parse(readFileSync(join(appDir, 'public/manifest.webmanifest'), 'utf8')) as { theme_color: string; background_color: string };

/** The first `--sp-bg` after `marker` in tokens.css. */
const pageBackground = (marker: string) => /--sp-bg:\s*(#[0-9a-f]{6})/i.exec(tokens.slice(tokens.indexOf(marker)))?.[1];

describe('the theme colour', () => {
  it('is the page’s background in each scheme, as the tokens set it', () => {
    expect(pageBackground(':root,')).toBe(THEME_COLORS.dark);
    expect(pageBackground('@media (prefers-color-scheme: light)')).toBe(THEME_COLORS.light);
  });

  it('is the web manifest’s theme and background colour: the light page, one value', () => {
    expect(manifest.theme_color).toBe(THEME_COLORS.light);
    expect(manifest.background_color).toBe(THEME_COLORS.light);
  });
});
