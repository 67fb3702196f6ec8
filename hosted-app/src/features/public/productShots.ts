import type { Locale } from '@stillpoint/sdk/catalog';

/**
 * The landing's pictures of the product (commercial.md §2: show what the trial gives): four screens of the app as
 * `npm run screenshots` renders them (screenshots/screenshots.ts), a phone's first screen in each colour scheme, as
 * WebP at two widths for `srcset`, with the app in the landing's language (/de/ shows the app in German).
 * They are files in public/screens/ (English) and public/screens/<language>/ (the others), made from the app and
 * committed: the build cannot make them (it would need the app running with an account and its history).
 */
export interface ProductShot {
  /** The screen's name in screenshots/screens.ts, and its files' first part; its caption and its text for a reader who does not see it are `shot.<screen>.*` of the landing's words. */
  readonly screen: 'selector' | 'breathing-run' | 'breathing-builder' | 'history';
}

export const PRODUCT_SHOTS: readonly ProductShot[] = [{ screen: 'selector' }, { screen: 'breathing-run' }, { screen: 'breathing-builder' }, { screen: 'history' }];

/** A phone's viewport in CSS pixels: each picture's shape (its width and height attributes). */
export const SHOT_SIZE = { width: 390, height: 844 } as const;

/** The widths each picture is made at: the phone's CSS pixels, and twice that for sharp screens. */
export const SHOT_WIDTHS = [390, 780] as const;

export type ShotScheme = 'light' | 'dark';

/** "/screens/selector-dark-780.webp" in English, "/screens/de/selector-dark-780.webp" in German: the app in `language`. */
export const shotUrl = (screen: string, scheme: ShotScheme, width: number, language: Locale) =>
  `/screens/${language === 'en' ? '' : `${language}/`}${screen}-${scheme}-${width}.webp`;

/** The `srcset` of one picture in one scheme, of the app in `language`. */
export const shotSrcSet = (screen: string, scheme: ShotScheme, language: Locale) =>
  SHOT_WIDTHS.map((width) => `${shotUrl(screen, scheme, width, language)} ${width}w`).join(', ');
