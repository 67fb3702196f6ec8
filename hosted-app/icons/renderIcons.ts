// `node --conditions=source --import tsx hosted-app/icons/renderIcons.ts`: renders the app's icons from their SVG
// sources in Chromium (the browser the tests run), so the PNGs and the ICO are always the drawings beside them.
// mark.svg (rounded, for browsers that show the icon as it is) makes the "any" icons; mark-full.svg (full bleed, the
// mark inside the maskable safe circle) the maskable icon and the Apple touch icon, which the platform rounds itself;
// public/favicon.svg the favicon.ico; social-preview.svg the 1200×630 picture a shared link shows (og:image, lib/pageMeta.ts).
// The colours are the tokens' (ui/tokens.css): the light accent, the light page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@stillpoint/test-support';

const appDir = join(import.meta.dirname, '..');
const svg = (file: string) => readFileSync(join(appDir, file), 'utf8');

const PNGS: readonly { source: string; size: number; out: readonly string[] }[] = [
  { source: 'icons/mark.svg', size: 192, out: ['public/icons/icon-192.png', 'public/icon-192.png'] },
  { source: 'icons/mark.svg', size: 512, out: ['public/icons/icon-512.png'] },
  { source: 'icons/mark-full.svg', size: 512, out: ['public/icons/icon-maskable-512.png'] },
  { source: 'icons/mark-full.svg', size: 180, out: ['public/apple-touch-icon.png'] },
];
const FAVICON_SIZES = [16, 32, 48] as const;

/** An ICO of PNG images (every browser since IE Vista reads PNG entries): a 6-byte header, a 16-byte entry each, the images. */
function ico(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const render = async (source: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(source)}`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  for (const { source, size, out } of PNGS) {
    const png = await render(source, size);
    for (const file of out) writeFileSync(join(appDir, file), png);
  }
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${svg('icons/social-preview.svg')}`);
  writeFileSync(join(appDir, 'public/social-preview.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }));
  const favicons = [];
  for (const size of FAVICON_SIZES) favicons.push({ size, png: await render('public/favicon.svg', size) });
  writeFileSync(join(appDir, 'public/favicon.ico'), ico(favicons));
} finally {
  await browser.close();
}
