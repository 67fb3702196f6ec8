import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Locale } from '@stillpoint/sdk/catalog';
import type { Browser } from 'playwright-core';
import { PRODUCT_SHOTS, SHOT_WIDTHS, shotUrl, type ShotScheme } from '../src/features/public/productShots';
import { PUBLIC_LANGUAGES } from '../src/features/public/publicLanguages';

/** WebP quality: screens of flat colour and text stay crisp, at a fraction of a PNG's bytes. */
const QUALITY = 0.8;

/** A screen of screens.ts that is one of the landing's pictures: which, and the app's language in it. */
export interface ProductShotScreen {
  readonly screen: string;
  readonly language: Locale;
}

/**
 * The screens the landing shows (src/features/public/productShots.ts), by their names in screens.ts: "selector" in
 * English, "selector-de" in German (the app in the account's language), for each language of the public pages.
 */
export const PRODUCT_SHOT_SCREENS: ReadonlyMap<string, ProductShotScreen> = new Map(
  PUBLIC_LANGUAGES.flatMap((language) => PRODUCT_SHOTS.map(({ screen }): [string, ProductShotScreen] => [language === 'en' ? screen : `${screen}-${language}`, { screen, language }])),
);

/**
 * Writes one screen's landing pictures from a phone screenshot (a PNG of the viewport at twice its CSS pixels): WebP
 * at each of SHOT_WIDTHS, under `publicDir` (in the folder of the app's language, screens/de/ for German). Chromium encodes them (a canvas's toDataURL('image/webp')), so no image
 * library is needed: the browser that took the picture makes the file.
 */
export async function writeProductShot(browser: Browser, publicDir: string, { screen, language }: ProductShotScreen, scheme: ShotScheme, png: Buffer): Promise<string[]> {
  const page = await browser.newPage();
  try {
    const written: string[] = [];
    for (const width of SHOT_WIDTHS) {
      const dataUrl = await page.evaluate(
        async ({ source, width, quality }) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
          const context = canvas.getContext('2d')!;
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { source: `data:image/png;base64,${png.toString('base64')}`, width, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('Chromium did not encode WebP');
      const file = join(publicDir, shotUrl(screen, scheme, width, language));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      written.push(file);
    }
    return written;
  } finally {
    await page.close();
  }
}
