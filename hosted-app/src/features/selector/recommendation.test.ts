import { FALLBACK_RECOMMENDATION, MOOD_TILES, recommend } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/apiRequest';
import { fallbackSession, practiceName, recommendationBody, recommendationFailedToast, recommendationToast, recommendedSession } from './recommendation';

const tile = (id: string) => MOOD_TILES.find((mood) => mood.id === id)!;

describe('what a mood tile asks for', () => {
  it("asks for the tile's longest time, its own goals and a beginner's level when the user gave none", () => {
    expect(recommendationBody(tile('fall-asleep'), { goal: null, experience: null })).toEqual({
      current_mood: 'fall-asleep',
      time_available: 20,
      goals: ['sleep'],
      experience_level: 'beginner',
    });
  });

  it("puts the user's own goal first, the tile's after it and never twice, and sends their experience", () => {
    expect(recommendationBody(tile('calm-nerves'), { goal: 'focus', experience: 'regular' })).toMatchObject({ goals: ['focus', 'stress'], experience_level: 'regular' });
    expect(recommendationBody(tile('calm-nerves'), { goal: 'stress', experience: 'some' }).goals).toEqual(['stress']);
  });

  it("does not change the catalog's tile", () => {
    const body = recommendationBody(tile('regain-focus'), { goal: null, experience: null });
    expect(body.goals).not.toBe(tile('regain-focus').goals);
  });
});

describe('the session a recommendation starts', () => {
  it("is named as the catalog names the practice, else by its id", () => {
    expect(practiceName({ session_type: 'breathing', technique: 'box' })).toBe('Box Breathing');
    expect(practiceName({ session_type: 'meditation', technique: 'no-such-practice' })).toBe('no-such-practice');
  });

  it('runs the recommended config, tagged with the mood', () => {
    const session = recommendedSession(FALLBACK_RECOMMENDATION, tile('quick-reset'));
    expect(session).toMatchObject({ kind: 'breathing', source: 'mood', moodTag: 'quick-reset', technique: FALLBACK_RECOMMENDATION.technique, config: FALLBACK_RECOMMENDATION.config });
  });

  it("falls back to the catalog's box breathing for the tile's mood", () => {
    expect(fallbackSession(tile('fall-asleep'))).toMatchObject({ kind: 'breathing', title: 'Box Breathing', moodTag: 'fall-asleep' });
  });
});

describe('the toast a recommendation shows', () => {
  it('names the practice and says how long it lasts once, in its instructions', () => {
    const sleep = recommend({ current_mood: 'fall-asleep', time_available: 20, goals: ['sleep'], experience_level: 'beginner' });
    for (const answer of [sleep, FALLBACK_RECOMMENDATION]) {
      const shown = recommendationToast(answer);
      expect(shown.title).toBe(practiceName(answer));
      expect(shown.description).toBe(answer.instructions);
      expect(shown.description.match(/\d+ minutes?/g), shown.description).toHaveLength(1);
    }
  });
});

describe('the toast of a failed recommendation', () => {
  const instead = 'Starting Box Breathing for 5 minutes instead.';

  it('says the device is offline, and what starts instead', () => {
    expect(recommendationFailedToast(new TypeError('Failed to fetch'), false)).toMatchObject({ title: 'Recommendation failed', description: `You are offline, so no recommendation can be made. ${instead}`, variant: 'destructive' });
  });

  it('says the trial has ended, with the way to the plans, and what starts instead', () => {
    const failure = new Error('Failed to get recommendation', { cause: new ApiError(402, 'This needs a subscription') });
    expect(recommendationFailedToast(failure, true)).toMatchObject({
      description: `Recommendations come with a subscription, and your free trial has ended. ${instead}`,
      action: { label: 'See plans', to: '/paywall' },
    });
  });

  it('says Stillpoint could not be reached when the call never got an answer while online', () => {
    expect(recommendationFailedToast(new TypeError('Failed to fetch'), true).description).toBe(`Stillpoint could not be reached. ${instead}`);
  });

  it("keeps §8's words for any other failure", () => {
    expect(recommendationFailedToast(new Error('Failed to get recommendation', { cause: new ApiError(500, 'Something went wrong') }), true)).toEqual({ title: 'Recommendation failed', description: 'Starting a gentle breathing session instead.', variant: 'destructive', durationMs: 3000 });
  });
});
