import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PRODUCT_SHOTS, SHOT_WIDTHS, shotUrl, type ShotScheme } from '../src/features/public/productShots';

/** WebP quality: screens of flat colour and text stay crisp, at a fraction of a PNG's bytes. */
const QUALITY = 0.8;

/** The screens the landing shows (src/features/public/productShots.ts). */
export const PRODUCT_SHOT_SCREENS: ReadonlySet<string> = new Set(PRODUCT_SHOTS.map((shot) => shot.screen));

/**
 * Writes one screen's landing pictures from a phone screenshot (a PNG of the viewport at twice its CSS pixels): WebP
 * at each of SHOT_WIDTHS, under `publicDir`. Chromium encodes them (a canvas's toDataURL('image/webp')), so no image
 * library is needed: the browser that took the picture makes the file.
 */
export async function writeProductShot(browser: Browser, publicDir: string, screen: string, scheme: ShotScheme, png: Buffer): Promise<string[]> {
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
      const file = join(publicDir, shotUrl(screen, scheme, width));
      await writeFile(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      written.push(file);
    }
    return written;
  } finally {
    await page.close();
  }
}
