import { BREATHING_PRESET_CONFIGS, BREATHING_PRESETS, EXPERIENCE_LEVELS, FALLBACK_RECOMMENDATION, loadMessages, MEDITATION_PRESETS, MOOD_TILES, recommend, type BreathingConfig, type MoodId } from '@stillpoint/sdk/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppLocaleStore } from '../../i18n/appLocaleStore';
import { ApiError } from '../../lib/apiRequest';
import { en } from './messages/en';
import { recommendationMessages } from './recommendationMessages';
import { fallbackSession, lengthSentence, practiceName, recommendationBody, recommendationFailedToast, recommendationToast, recommendedSession } from './recommendation';

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
  /** What the recommender answers for every tile, every time up to the tile's longest and every level. */
  const answers = [
    FALLBACK_RECOMMENDATION,
    ...MOOD_TILES.flatMap((mood) =>
      Array.from({ length: mood.maxMinutes }, (_, index) => index + 1).flatMap((minutes) =>
        EXPERIENCE_LEVELS.map((level) => recommend({ current_mood: mood.id, time_available: minutes, goals: [...mood.goals], experience_level: level })),
      ),
    ),
  ];

  it("says in English what the recommender says: the practice's name, then its instructions, the length once", () => {
    const sleep = recommend({ current_mood: 'fall-asleep', time_available: 20, goals: ['sleep'], experience_level: 'beginner' });
    expect(recommendationToast(sleep)).toEqual({ title: 'Body Scan', description: sleep.instructions });
    expect(sleep.instructions).toMatch(/ The session lasts 20 minutes\.$/);
    for (const answer of answers) {
      const shown = recommendationToast(answer);
      expect(shown.title).toBe(practiceName(answer));
      expect(shown.description, `${answer.technique} ${JSON.stringify(answer.config.duration)}`).toBe(answer.instructions);
      expect(shown.description.match(/\d+ minutes?/g), shown.description).toHaveLength(1);
    }
  });

  it('reads each way a length is said from the config: by time, by rounds, three rounds, in all', () => {
    const said = new Set(answers.map((answer) => recommendationToast(answer).description.replace(/^.*\. (?=[^.]+\.$)/, '').replace(/\d+/g, 'N').replace('minute;', 'minutes;')));
    expect([...said].sort()).toEqual(['Keep going for N minutes; the session ends by itself.', 'N rounds, about N minutes.', 'The session lasts N minutes.', 'Three rounds, about N minutes.']);
  });

  it('has a sentence for every preset the recommender can pick', () => {
    for (const preset of MEDITATION_PRESETS) expect(Object.keys(en)).toContain(`meditation.${preset.id}`);
    for (const preset of BREATHING_PRESETS) expect(Object.keys(en)).toContain(`breathing.${preset.id}`);
  });

  it("keeps the API's English instructions for a practice the app does not know, named by its id", () => {
    const newer = { session_type: 'meditation', technique: 'sound-bath', duration: '10 minutes', instructions: 'Listen to the bowls. The session lasts 10 minutes.', config: MEDITATION_PRESETS[0]!.config } as const;
    expect(recommendationToast(newer)).toEqual({ title: 'sound-bath', description: newer.instructions });
  });

  describe('in German', () => {
    beforeAll(async () => {
      await useAppLocaleStore.getState().want('de');
      await loadMessages('de');
    });
    afterAll(() => useAppLocaleStore.getState().want('en'));

    const answer = (mood: MoodId, minutes: number) => recommend({ current_mood: mood, time_available: minutes, goals: [...tile(mood).goals], experience_level: 'beginner' });

    it("names the practice as the SDK's German catalog does, and says what to do and how long in German", () => {
      expect(recommendationToast(answer('fall-asleep', 20))).toEqual({
        title: 'Body-Scan',
        description: 'Leg oder setz dich bequem hin und wandere mit der Aufmerksamkeit langsam von den Zehen bis zum Scheitel; nimm wahr, ohne etwas zu verändern. Die Sitzung dauert 20 Minuten.',
      });
      expect(recommendationToast(FALLBACK_RECOMMENDATION)).toEqual({
        title: 'Box-Atmung',
        description: 'Atme 4 Sekunden ein, halte 4, atme 4 aus, halte 4 und folge dabei dem Kreis. Mach 5 Minuten lang weiter; die Sitzung endet von selbst.',
      });
    });

    it('says rounds and the deep reset\'s three rounds in German, the minutes by Intl', () => {
      const rounds = answers.find((candidate) => candidate.technique === '4-7-8' && (candidate.config as BreathingConfig).duration.type === 'rounds')!;
      expect(recommendationToast(rounds).description).toMatch(/^Atme 4 Sekunden leise durch die Nase ein, halte 7 und atme 8 Sekunden langsam durch den Mund aus\. \d+ Runden, etwa \d+ Minuten?\.$/);
      const deep = answers.find((candidate) => candidate.technique === 'deep-reset')!;
      expect(recommendationToast(deep)).toMatchObject({ title: 'Tiefer Neustart', description: expect.stringMatching(/; drei Runden\. Nie im Wasser oder beim Fahren\. Drei Runden, etwa \d+ Minuten\.$/) });
      // One round of one minute: the singular, chosen by Intl's plural rules.
      const one = { session_type: 'breathing', technique: 'box', config: { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'rounds', value: 1 } } } as const;
      expect(lengthSentence(one, recommendationMessages.text)).toBe('1 Runde, etwa 1 Minute.');
    });

    it("keeps the API's English instructions for a practice the app does not know", () => {
      const newer = { ...FALLBACK_RECOMMENDATION, technique: 'wim-hof', instructions: 'Breathe deeply 30 times. Three rounds.' };
      expect(recommendationToast(newer)).toEqual({ title: 'wim-hof', description: 'Breathe deeply 30 times. Three rounds.' });
    });
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
