import { describe, expect, it } from 'vitest';
import { hostedAppPerFile } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

interface Manifest {
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly { src: string }[];
}

/** The app's brand teal: the light scheme's accent, the logo's ring and point (ui/tokens.css). */
const TEAL = [0x1d, 0x6f, 0x62];

describe('the installed app’s colours', () => {
  it('the manifest’s theme colour is the light page’s background and its theme-color, in one value', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await app.open({ colorScheme, width: 390, height: 844 });
      await page.goto(`${app.hosted.origin}/why`);
      const manifest = (await (await page.request.get(`${app.hosted.origin}/manifest.webmanifest`)).json()) as Manifest;
      const painted = await page.evaluate(() => {
        const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
        const meta = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((tag) => matchMedia(tag.media).matches);
        return { background: hex(getComputedStyle(document.body).backgroundColor), themeColor: meta?.content };
      });
      // The page's theme colour is its own background in each scheme; the manifest holds one, the light page's.
      expect(painted.themeColor, colorScheme).toBe(painted.background);
      if (colorScheme === 'light') {
        expect(manifest.theme_color).toBe(painted.background);
        expect(manifest.background_color).toBe(painted.background);
      }
    }
  });

  it('every icon is the logo’s teal', async () => {
    const { page } = await app.open();
    await page.goto(`${app.hosted.origin}/why`);
    const manifest = (await (await page.request.get(`${app.hosted.origin}/manifest.webmanifest`)).json()) as Manifest;
    const sources = [...manifest.icons.map((icon) => icon.src), '/apple-touch-icon.png', '/icon-192.png', '/favicon.ico'];
    for (const src of sources) {
      // A pixel inside the icon, off the mark: its background.
      const pixel = await page.evaluate(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(Math.round(image.naturalWidth * 0.12), Math.round(image.naturalHeight / 2), 1, 1).data.slice(0, 3)];
      }, src);
      pixel.forEach((channel, index) => expect(Math.abs(channel - TEAL[index]!), `${src}: ${pixel.join(',')}`).toBeLessThanOrEqual(2));
    }
  });
});
