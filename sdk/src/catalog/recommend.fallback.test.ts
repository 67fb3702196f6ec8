import { describe, expect, it } from 'vitest';
import type { BreathingConfig } from './breathingConfig';
import { estimateBreathingSeconds } from './breathingLength';
import { FALLBACK_RECOMMENDATION, recommenderFor } from './recommend';
import { BREATHING_PROFILES, MEDITATION_PROFILES, RECOMMENDATION_TABLES } from './recommendationProfiles';
import type { RecommendationRequest } from './recommendationRequest';

/**
 * Box breathing fits any time in the catalog as it is, so the recommender's last resort never runs
 * there. Here every practice asks for more time than a request can have, except deep reset, which
 * may start from 5 minutes but cannot fit its three rounds with a 10 s hold in them.
 */
const unreachable = <T extends object>(table: Readonly<Record<string, T>>) =>
  Object.fromEntries(Object.entries(table).map(([id, profile]) => [id, { ...profile, minMinutes: 121 }]));
const recommend = recommenderFor({
  ...RECOMMENDATION_TABLES,
  breathing: { ...unreachable(BREATHING_PROFILES), 'deep-reset': { ...BREATHING_PROFILES['deep-reset'], minMinutes: 5 } } as typeof BREATHING_PROFILES,
  meditation: unreachable(MEDITATION_PROFILES) as typeof MEDITATION_PROFILES,
});

const request = (time_available: number, experience_level: RecommendationRequest['experience_level'] = 'regular'): RecommendationRequest => ({
  current_mood: 'morning-energy',
  time_available,
  goals: ['energy'],
  experience_level,
});

describe('when no practice fits the time', () => {
  it('offers 5 minutes of box breathing when there are 5 minutes or more', () => {
    expect(recommend(request(5))).toEqual(FALLBACK_RECOMMENDATION);
    expect(recommend(request(60, 'beginner'))).toEqual(FALLBACK_RECOMMENDATION);
  });

  it('shortens the box breathing to a shorter time available, so it never overruns it', () => {
    const r = recommend(request(4));
    expect(r).toMatchObject({ session_type: 'breathing', technique: 'box', duration: '4 minutes', instructions: FALLBACK_RECOMMENDATION.instructions });
    expect(r.config).toEqual({ ...FALLBACK_RECOMMENDATION.config, duration: { type: 'time', value: 4 } });
    expect(estimateBreathingSeconds(r.config as BreathingConfig)).toBeLessThanOrEqual(4 * 60);
    expect(recommend(request(1))).toMatchObject({ duration: '1 minute', config: { technique: 'box', duration: { type: 'time', value: 1 } } });
  });

  it('gives deep reset once its three rounds fit with a hold of at least 10 s', () => {
    expect(recommend(request(6))).toMatchObject({ technique: 'deep-reset', duration: '6 minutes', config: { holdTime: 25 } });
  });
});
