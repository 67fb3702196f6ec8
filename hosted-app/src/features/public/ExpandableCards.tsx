import { Link } from 'react-router';
import { useLocalizedPath } from './useLocalizedPath';
import type { LandingCard } from './landingContent';
import { landingWords } from './words/landingWords';

/** The one group every card of the page belongs to: the browser keeps one of them open, across every list. */
const CARD_GROUP = 'landing-cards';

/**
 * A list of cards that each show their description when pressed (commercial.md §2), one open at a time across
 * every list of the page: each a `<details name>` of one group (an exclusive accordion, Chromium 120+), so the browser
 * opens and closes them, by pointer, keyboard or screen reader, in the prerendered page with no script at all. A
 * closed card's description is in the HTML, for crawlers. Its `<summary>` holds the card's heading, for the outline.
 */
export function ExpandableCards({ cards, listLabel }: { readonly cards: readonly LandingCard[]; readonly listLabel: string }) {
  const t = landingWords.useWords();
  const localized = useLocalizedPath();
  return (
    <ul className="expandable-cards" aria-label={listLabel}>
      {cards.map((card) => (
        <li key={card.id} className="card card--quiet expandable-card">
          <details name={CARD_GROUP} id={`card-${card.id}`}>
            <summary className="expandable-card__toggle">
              <h3 className="expandable-card__heading">
                <span className="expandable-card__name">{t(`card.${card.id}.name`)}</span>
                <span className="expandable-card__summary">{t(`card.${card.id}.summary`)}</span>
              </h3>
              <span className="expandable-card__sign" aria-hidden="true" />
            </summary>
            <div className="expandable-card__details">
              <p>{t(`card.${card.id}.description`)}</p>
              {card.to ? (
                <p>
                  <Link to={localized(card.to)}>{card.id === 'custom-timer' ? t('card.custom-timer.link') : t('card.more', { name: t(`card.${card.id}.name`) })}</Link>
                </p>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
