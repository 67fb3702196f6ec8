import type { Locale } from '@stillpoint/sdk/catalog';
import { PRODUCT_SHOTS, SHOT_SIZE, SHOT_WIDTHS, shotSrcSet, shotUrl } from './productShots';
import { landingWords } from './words/landingWords';

/** Four across from 60rem (each about 15rem wide), two across below (each about half the screen). */
const SIZES = '(min-width: 60rem) 15rem, 45vw';

/**
 * The product in pictures (productShots.ts): each a `<picture>` whose dark source follows the reader's scheme,
 * lazily loaded (they sit below the first screen, which stays text-led), with its width and height so the page
 * keeps their room before they come. They show the app in the page's `language` (its address's: /de/ German).
 */
export function ProductShots({ language }: { readonly language: Locale }) {
  const t = landingWords.useWords();
  return (
    <ul className="product-shots">
      {PRODUCT_SHOTS.map((shot) => (
        <li key={shot.screen}>
          <figure className="product-shot">
            <picture>
              <source media="(prefers-color-scheme: dark)" type="image/webp" srcSet={shotSrcSet(shot.screen, 'dark', language)} sizes={SIZES} />
              <img
                className="product-shot__image"
                src={shotUrl(shot.screen, 'light', SHOT_WIDTHS[0], language)}
                srcSet={shotSrcSet(shot.screen, 'light', language)}
                sizes={SIZES}
                width={SHOT_SIZE.width}
                height={SHOT_SIZE.height}
                loading="lazy"
                decoding="async"
                alt={t(`shot.${shot.screen}.alt`)}
              />
            </picture>
            <figcaption>{t(`shot.${shot.screen}.caption`)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
