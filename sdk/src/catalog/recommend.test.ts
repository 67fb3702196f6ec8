import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNDS } from './bounds';
import type { BreathingConfig } from './breathingConfig';
import { estimateBreathingSeconds } from './breathingLength';
import type { MeditationConfig } from './meditationConfig';
import { meditationTotalMinutes } from './meditationLabels';
import { MOOD_IDS, MOOD_TILES, moodTile, type MoodId } from './moods';
import { parseBreathingConfig, parseMeditationConfig } from './parseConfig';
import { FALLBACK_RECOMMENDATION, recommend, type Recommendation } from './recommend';
import { MOOD_AFFINITY } from './recommendationProfiles';
import {
  EXPERIENCE_LEVELS,
  MAX_GOALS,
  parseRecommendationRequest,
  RECOMMENDATION_GOALS,
  type RecommendationRequest,
} from './recommendationRequest';
import { within } from '../../test-support/arbitraries';

const requests: fc.Arbitrary<RecommendationRequest> = fc.record({
  current_mood: fc.constantFrom(...MOOD_IDS),
  time_available: within(BOUNDS.timeAvailableMinutes),
  goals: fc.uniqueArray(fc.constantFrom(...RECOMMENDATION_GOALS), { maxLength: MAX_GOALS }),
  experience_level: fc.constantFrom(...EXPERIENCE_LEVELS),
});

const histories = fc.record({ completionRate: fc.dictionary(fc.constantFrom('box', 'coherent', 'body-scan', 'tm', 'breathing', 'meditation', 'emotion-surfing'), fc.double({ min: 0, max: 1, noNaN: true })) });

/** The minutes in the duration text. */
const minutesOf = (r: Recommendation) => Number(/\d+/.exec(r.duration)?.[0]);

/** How long the recommended config really runs, in seconds, by the engine's rules. */
function runsFor(r: Recommendation): number {
  return r.session_type === 'breathing'
    ? estimateBreathingSeconds(r.config as BreathingConfig)
    : meditationTotalMinutes(r.config as MeditationConfig) * 60;
}

const request = (overrides: Partial<RecommendationRequest>): RecommendationRequest => ({
  current_mood: 'calm-nerves',
  time_available: 5,
  goals: ['stress'],
  experience_level: 'beginner',
  ...overrides,
});

describe('recommend', () => {
  it('gives the same answer every time for the same request and history', () => {
    fc.assert(
      fc.property(requests, fc.option(histories, { nil: undefined }), (req, history) => {
        expect(recommend(structuredClone(req), history)).toEqual(recommend(req, history));
      }),
    );
  });

  it('never recommends longer than the time available, and the session really fits', () => {
    fc.assert(
      fc.property(requests, fc.option(histories, { nil: undefined }), (req, history) => {
        const r = recommend(req, history);
        expect(r.duration).toMatch(/^\d+ minutes?$/);
        expect(minutesOf(r)).toBeLessThanOrEqual(req.time_available);
        expect(runsFor(r)).toBeLessThanOrEqual(req.time_available * 60);
        expect(runsFor(r)).toBeLessThanOrEqual(minutesOf(r) * 60);
      }),
      { numRuns: 500 },
    );
  });

  it('always returns a config that passes its schema, of the type it names', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const r = recommend(req);
        const parsed = r.session_type === 'breathing' ? parseBreathingConfig(r.config) : parseMeditationConfig(r.config);
        expect(parsed.ok).toBe(true);
        if (r.session_type === 'breathing') expect((r.config as BreathingConfig).technique).toBe(r.technique);
        else expect((r.config as MeditationConfig).preset).toBe(r.technique);
        expect(r.instructions).toContain(r.duration);
      }),
    );
  });

  it('never offers an advanced practice (deep reset, open awareness) to a beginner', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const r = recommend({ ...req, experience_level: 'beginner' });
        expect(['deep-reset', 'open-awareness']).not.toContain(r.technique);
      }),
    );
  });

  it('suggests a practice made for the mood when there is time for one', () => {
    for (const mood of MOOD_IDS) {
      const r = recommend(request({ current_mood: mood, time_available: 20, goals: [], experience_level: 'regular' }));
      expect([mood, MOOD_AFFINITY[mood][r.technique as keyof (typeof MOOD_AFFINITY)[typeof mood]]]).toEqual([mood, 3]);
    }
  });

  it('fits the mood: a quick reset stays within 3 minutes even with an hour free', () => {
    const r = recommend(request({ current_mood: 'quick-reset', time_available: 60 }));
    expect(r).toMatchObject({ session_type: 'breathing', technique: 'physiological-sigh', duration: '3 minutes' });
  });

  it('gives an energy seeker with practice a deep reset whose hold limit fits the time', () => {
    const r = recommend(request({ current_mood: 'morning-energy', time_available: 10, goals: ['energy'], experience_level: 'regular' }));
    expect(r).toMatchObject({ technique: 'deep-reset', duration: '10 minutes', config: { holdTime: 90, rapidBreaths: 30 } });
    expect(estimateBreathingSeconds(r.config as BreathingConfig)).toBe(555);
  });

  it('shortens a deep reset\'s hold limit so its three rounds fit a shorter time', () => {
    const r = recommend(request({ current_mood: 'morning-energy', time_available: 6, goals: ['energy'], experience_level: 'regular' }));
    expect(r).toMatchObject({ technique: 'deep-reset', duration: '6 minutes', config: { holdTime: 25, duration: { type: 'rounds', value: 3 } } });
    expect(r.instructions).toMatch(/ Three rounds, about 6 minutes\.$/);
    expect(estimateBreathingSeconds(r.config as BreathingConfig)).toBe(360);
  });

  it('shortens a meditation to the time available, dropping pranayama when too little is left', () => {
    const r = recommend(request({ current_mood: 'body-awareness', time_available: 7, goals: ['body'], experience_level: 'some' }));
    expect(r).toMatchObject({ session_type: 'meditation', technique: 'body-scan', duration: '7 minutes', config: { duration: 7 } });
  });

  it('lets the other goals asked for decide between practices that suit the mood and its goals equally', () => {
    const nervous = (goals: RecommendationRequest['goals']) =>
      recommend(request({ current_mood: 'calm-nerves', time_available: 5, goals, experience_level: 'beginner' })).technique;
    // 1:2 ratio and the physiological sigh suit calm nerves and "stress" equally; the sigh also serves "emotion", 1:2 ratio "sleep".
    expect(nervous([])).toBe('1-2-ratio');
    expect(nervous(['emotion'])).toBe('physiological-sigh');
    expect(nervous(['stress', 'emotion'])).toBe('physiological-sigh');
    expect(nervous(['sleep'])).toBe('1-2-ratio');
  });

  it('lets the mood\'s own goals outweigh the others asked for (the user\'s onboarding goal)', () => {
    // Once both gave box breathing for 10 minutes to a user whose goal was "focus".
    const tile = (current_mood: MoodId) => recommend(request({ current_mood, time_available: 10, goals: ['focus', ...moodTile(current_mood).goals], experience_level: 'beginner' }));
    expect(tile('regain-focus')).toMatchObject({ technique: 'box', duration: '10 minutes' });
    expect(tile('morning-energy')).toMatchObject({ technique: 'walking-meditation', duration: '10 minutes' });
  });

  it('never answers a tile with less than its shortest suggested time, unless less time is available', () => {
    // "Fall Asleep 10-20 min" once started 8 rounds of 4-7-8, under 3 minutes.
    const sleepy = (time_available: number) => recommend(request({ current_mood: 'fall-asleep', time_available, goals: ['sleep'], experience_level: 'some' }));
    expect(sleepy(20)).toMatchObject({ session_type: 'meditation', technique: 'body-scan', duration: '20 minutes' });
    expect(sleepy(10)).toMatchObject({ technique: 'body-scan', duration: '10 minutes' });
    expect(sleepy(3)).toMatchObject({ technique: '4-7-8', duration: '3 minutes' });
  });

  it('answers each tile, as the app asks, with a session within its suggested time and unlike every other tile\'s', () => {
    for (const experience_level of ['beginner', 'some', 'regular'] as const) {
      for (const goal of [null, ...RECOMMENDATION_GOALS]) {
        const answers = MOOD_TILES.map((mood) => {
          const goals = goal ? [goal, ...mood.goals.filter((g) => g !== goal)] : [...mood.goals];
          const r = recommend({ current_mood: mood.id, time_available: mood.maxMinutes, goals, experience_level });
          const minutes = minutesOf(r);
          expect([mood.id, minutes >= mood.minMinutes && minutes <= mood.maxMinutes]).toEqual([mood.id, true]);
          return `${r.technique} for ${r.duration}`;
        });
        expect(new Set(answers).size).toBe(MOOD_TILES.length);
      }
    }
  });

  it('runs a practice with a set number of rounds as it is when it fits, and by time when it does not', () => {
    const sleepy = (minutes: number) => recommend(request({ current_mood: 'fall-asleep', time_available: minutes, goals: [], experience_level: 'beginner' }));
    // 4-7-8's 8 rounds of 19 s take 152 s.
    expect(sleepy(3)).toMatchObject({ technique: '4-7-8', duration: '3 minutes', config: { duration: { type: 'rounds', value: 8 } } });
    expect(sleepy(3).instructions).toMatch(/ 8 rounds, about 3 minutes\.$/);
    expect(sleepy(2)).toMatchObject({ technique: '4-7-8', duration: '2 minutes', config: { duration: { type: 'time', value: 2 } } });
    expect(sleepy(2).instructions).toMatch(/ Keep going for 2 minutes; the session ends by itself\.$/);
  });

  it('offers no practice for less than its shortest sensible length', () => {
    const justBreathe = (minutes: number) => recommend(request({ current_mood: 'just-breathe', time_available: minutes, goals: [], experience_level: 'beginner' }));
    // Coherent breathing (at least 3 minutes) and tidal breathing suit the mood equally; coherent comes first in the catalog.
    expect(justBreathe(2)).toMatchObject({ technique: 'tidal', duration: '2 minutes' });
    expect(justBreathe(3)).toMatchObject({ technique: 'coherent', duration: '3 minutes' });
  });

  it('says "1 minute", not "1 minutes", for a one-minute session', () => {
    const r = recommend(request({ current_mood: 'quick-reset', time_available: 1, goals: [] }));
    expect(r).toMatchObject({ technique: 'physiological-sigh', duration: '1 minute', config: { duration: { type: 'time', value: 1 } } });
    expect(r.instructions).toMatch(/ Keep going for 1 minute; the session ends by itself\.$/);
  });

  it('prefers the practice nearest the user\'s experience when two suit the mood equally', () => {
    // Box breathing (beginner) and anchor switching (intermediate) are both made for regaining focus.
    const focus = (experience_level: RecommendationRequest['experience_level']) =>
      recommend(request({ current_mood: 'regain-focus', time_available: 10, goals: [], experience_level })).technique;
    expect(focus('beginner')).toBe('box');
    expect(focus('some')).toBe('anchor-switching');
    expect(focus('regular')).toBe('anchor-switching');
  });

  it('accepts the dialog words "intermediate" and "advanced" as "some" and "regular"', () => {
    const base = request({ current_mood: 'morning-energy', time_available: 10, goals: ['energy'] });
    expect(recommend({ ...base, experience_level: 'advanced' })).toEqual(recommend({ ...base, experience_level: 'regular' }));
    expect(recommend({ ...base, experience_level: 'intermediate' })).toEqual(recommend({ ...base, experience_level: 'some' }));
  });
});

describe('personalisation', () => {
  // For calm nerves and a stress goal, 1:2 ratio and the physiological sigh are equally suitable.
  const tie = request({ current_mood: 'calm-nerves', time_available: 5, goals: ['stress'], experience_level: 'beginner' });

  it('breaks a tie by catalog order when nothing is known', () => {
    expect(recommend(tie).technique).toBe('1-2-ratio');
  });

  it('breaks a tie toward what the user finishes more often', () => {
    expect(recommend(tie, { completionRate: { 'physiological-sigh': 0.9, '1-2-ratio': 0.4 } }).technique).toBe('physiological-sigh');
    expect(recommend(tie, { completionRate: { '1-2-ratio': 0.2 } }).technique).toBe('physiological-sigh');
    expect(recommend(tie, { completionRate: { '1-2-ratio': 0.9, 'physiological-sigh': 0.4 } }).technique).toBe('1-2-ratio');
  });

  it('counts a completion rate outside 0 to 1 as the nearer end, and ignores one that is not a number', () => {
    expect(recommend(tie, { completionRate: { '1-2-ratio': 1, 'physiological-sigh': 1.5 } }).technique).toBe('1-2-ratio');
    expect(recommend(tie, { completionRate: { '1-2-ratio': -1, 'physiological-sigh': 0 } }).technique).toBe('1-2-ratio');
    expect(recommend(tie, { completionRate: { 'physiological-sigh': Infinity } }).technique).toBe('1-2-ratio');
    expect(recommend(tie, { completionRate: { 'physiological-sigh': Number.NaN, breathing: 0.1 } }).technique).toBe('1-2-ratio');
  });

  it('reads a meditation type or a session type when the preset has no rate of its own', () => {
    // Box breathing and anchor switching suit regaining focus equally for someone with practice who also names "stress".
    const focus = request({ current_mood: 'regain-focus', time_available: 10, goals: ['stress'], experience_level: 'some' });
    expect(recommend(focus).technique).toBe('box');
    expect(recommend(focus, { completionRate: { meditation: 0.9 } })).toMatchObject({ technique: 'anchor-switching', duration: '10 minutes' });
    expect(recommend(focus, { completionRate: { 'anchor-switching': 0.9 } }).technique).toBe('anchor-switching');
  });

  it('never lets a completion rate outweigh a better fit', () => {
    const focus = request({ current_mood: 'regain-focus', time_available: 10, goals: ['focus'], experience_level: 'beginner' });
    expect(recommend(focus, { completionRate: { box: 0, 'anchor-switching': 1 } }).technique).toBe('box');
  });
});

describe('the fallback session', () => {
  it('is 5 minutes of 4-4-4-4 box breathing', () => {
    expect(FALLBACK_RECOMMENDATION).toMatchObject({
      session_type: 'breathing',
      technique: 'box',
      duration: '5 minutes',
      config: { technique: 'box', customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 }, duration: { type: 'time', value: 5 } },
    });
    expect(parseBreathingConfig(FALLBACK_RECOMMENDATION.config).ok).toBe(true);
    expect(estimateBreathingSeconds(FALLBACK_RECOMMENDATION.config as BreathingConfig)).toBe(288);
  });
});

describe('parseRecommendationRequest', () => {
  it('accepts the four fields of core-app.md §7', () => {
    const input = { current_mood: 'fall-asleep', time_available: 120, goals: ['sleep', 'stress'], experience_level: 'some' };
    expect(parseRecommendationRequest(input)).toEqual({ ok: true, value: input });
  });

  it('names every wrong field in words', () => {
    const result = parseRecommendationRequest({ current_mood: 'grumpy', time_available: 0, goals: ['wealth'], experience_level: 'expert', extra: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.errors.map((e) => [e.field, e.message]))).toEqual({
      current_mood: expect.stringMatching(/^Mood must be one of: calm-nerves, /),
      time_available: 'Time available must be between 1 and 120 minutes.',
      'goals.0': 'Each goal must be one of: stress, focus, energy, sleep, emotion, body.',
      experience_level: 'Experience level must be one of: beginner, some, regular, intermediate, advanced.',
      extra: '"extra" is not a setting this session knows.',
    });
  });

  it('refuses more than 6 goals and a time that is not a whole number', () => {
    const result = parseRecommendationRequest(request({ goals: ['stress', 'focus', 'energy', 'sleep', 'emotion', 'body', 'stress'], time_available: 2.5 }));
    expect(result.ok ? [] : result.errors.map((e) => e.field).sort()).toEqual(['goals', 'time_available']);
  });
});
