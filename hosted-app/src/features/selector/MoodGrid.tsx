import type { User } from '@stillpoint/api/contract';
import { MOOD_TILES, type MoodTile } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n/useMessages';

/**
 * The mood quick-start grid (core-app.md §2, §4 "Recommendation flow"): 8 tiles in 2 columns with their
 * suggested times. A tile asks the recommendation call; on success a 4 s toast and the session starts; on
 * failure the "Recommendation failed" toast (3 s) and 5 minutes of box breathing start instead.
 */
export function MoodGrid({ user }: { readonly user: User }) {
  const navigate = useNavigate();
  const t = useMessages();
  const [asking, setAsking] = useState<MoodTile['id'] | null>(null);

  const choose = async (mood: MoodTile) => {
    setAsking(mood.id);
    // The recommendation flow brings the preset names, its call react-query and the session launcher: loaded with the
    // first tile pressed, not with the page.
    const { moodSession, launchSession } = await import('./recommendation');
    try {
      launchSession(await moodSession(mood, user));
      void navigate('/app/session');
    } finally {
      setAsking(null);
    }
  };

  return (
    <ul className="mood-grid" aria-label={t('home.moods')}>
      {MOOD_TILES.map((mood) => (
        <li key={mood.id}>
          <button type="button" className="mood-tile" onClick={() => void choose(mood)} disabled={asking !== null} aria-busy={asking === mood.id}>
            <span className="mood-tile__label">{t(`mood.${mood.id}`)}</span>
            <span className="mood-tile__description">{t(`mood.${mood.id}.description`)}</span>
            <span className="mood-tile__time">{asking === mood.id ? t('home.finding') : t('home.minutesRange', { min: mood.minMinutes, max: mood.maxMinutes })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
