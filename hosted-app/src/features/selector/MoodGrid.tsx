import type { User } from '@stillpoint/api/contract';
import { MOOD_TILES, type MoodTile } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { toast } from '../../ui/toastStore';
import { useStartSession } from '../session/sessionRequest';

/**
 * The mood quick-start grid (core-app.md §2, §4 "Recommendation flow"): 8 tiles in 2 columns with their
 * suggested times. A tile asks the recommendation call; on success a 4 s toast and the session starts; on
 * failure the "Recommendation failed" toast (3 s) and 5 minutes of box breathing start instead.
 */
export function MoodGrid({ user }: { readonly user: User }) {
  const startSession = useStartSession();
  const [asking, setAsking] = useState<MoodTile['id'] | null>(null);

  const choose = async (mood: MoodTile) => {
    setAsking(mood.id);
    // The recommendation's helpers bring the preset names, and the call react-query: loaded with the first tile pressed, not with the page.
    const [flow, { askRecommendation }] = await Promise.all([import('./recommendation'), import('./queries')]);
    try {
      const answer = await askRecommendation(flow.recommendationBody(mood, user));
      toast({ title: flow.practiceName(answer), description: `${answer.duration}. ${answer.instructions}`, durationMs: flow.RECOMMENDATION_TOAST_MS });
      startSession(flow.recommendedSession(answer, mood));
    } catch {
      toast({ title: 'Recommendation failed', description: 'Starting a gentle breathing session instead.', variant: 'destructive', durationMs: flow.RECOMMENDATION_FAILED_TOAST_MS });
      startSession(flow.fallbackSession(mood));
    } finally {
      setAsking(null);
    }
  };

  return (
    <ul className="mood-grid" aria-label="Moods">
      {MOOD_TILES.map((mood) => (
        <li key={mood.id}>
          <button type="button" className="mood-tile" onClick={() => void choose(mood)} disabled={asking !== null} aria-busy={asking === mood.id}>
            <span className="mood-tile__label">{mood.label}</span>
            <span className="mood-tile__description">{mood.description}</span>
            <span className="mood-tile__time">{asking === mood.id ? 'Finding a session…' : mood.suggestedTime}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
