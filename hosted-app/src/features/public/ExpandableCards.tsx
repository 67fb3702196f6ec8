import { Link } from 'react-router';
import { useLocalizedPath } from './useLocalizedPath';
import type { LandingCard } from './landingContent';
import { landingWords } from './words/landingWords';

/**
 * A list of cards that each show their description when pressed (commercial.md §2). Which card is open is
 * the caller's, so one card is open at a time across several lists. Each header is a button with
 * aria-expanded and aria-controls; a closed card's description is `hidden`, and present in the HTML for readers
 * without JavaScript and for crawlers.
 */
export function ExpandableCards({
  cards,
  listLabel,
  open,
  onToggle,
}: {
  readonly cards: readonly LandingCard[];
  readonly listLabel: string;
  readonly open: string | null;
  onToggle: (id: string) => void;
}) {
  const t = landingWords.useWords();
  const localized = useLocalizedPath();
  return (
    <ul className="expandable-cards" aria-label={listLabel}>
      {cards.map((card) => {
        const expanded = open === card.id;
        const panel = `card-${card.id}-details`;
        return (
          <li key={card.id} className={`card card--quiet expandable-card${expanded ? ' expandable-card--open' : ''}`}>
            <h3>
              <button type="button" className="expandable-card__toggle" aria-expanded={expanded} aria-controls={panel} onClick={() => onToggle(card.id)}>
                <span className="expandable-card__name">{t(`card.${card.id}.name`)}</span>
                <span className="expandable-card__summary">{t(`card.${card.id}.summary`)}</span>
                <span className="expandable-card__sign" aria-hidden="true" />
              </button>
            </h3>
            <div id={panel} className="expandable-card__details" hidden={!expanded}>
              <p>{t(`card.${card.id}.description`)}</p>
              {card.to ? (
                <p>
                  <Link to={localized(card.to)}>{card.id === 'custom-timer' ? t('card.custom-timer.link') : t('card.more', { name: t(`card.${card.id}.name`) })}</Link>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
