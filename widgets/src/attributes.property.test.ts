import fc from 'fast-check';
import {
  AMBIENT_OPTIONS,
  BELL_TYPES,
  BELLS_ON_DEFAULTS,
  BREATHING_PRESET_CONFIGS,
  CUE_SOUNDS,
  MEDITATION_PRESET_CONFIGS,
  MEDITATION_TYPES,
  parseBreathingConfig,
  parseMeditationConfig,
  VISUAL_GUIDES,
} from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { parseBreathSessionAttributes } from './breath-session/breath-session.attributes';
import { breathingBase, meditationBase } from './presetConfigs';
import { parseMeditationTimerAttributes } from './meditation-timer/meditation-timer.attributes';

// The widgets check their attributes with the catalog's zod-free field checks. These properties
// hold them to the zod schemas the rest of the product uses: for readable attribute text, a widget
// accepts exactly the configs the schema accepts, and never hands on one the schema would refuse.
// (A pattern's numbers are 0 or more: "4--1-4" is not one the element can read.)

const count = (min: number, max: number) => fc.integer({ min, max }).map(String);
const choiceOrNot = (choices: readonly string[]) => fc.oneof(fc.constantFrom(...choices), fc.constantFrom('lava', 'Circle', ' wave', ''));
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const breathAttributes = fc.record({
  technique: maybe(fc.constantFrom(...Object.keys(BREATHING_PRESET_CONFIGS), 'custom')),
  pattern: maybe(fc.tuple(count(0, 22), count(0, 22), count(0, 22), count(0, 22)).map((parts) => parts.join('-'))),
  length: maybe(fc.tuple(fc.constantFrom('rounds', 'minutes'), count(-1, 35))),
  'visual-guide': maybe(choiceOrNot(VISUAL_GUIDES)),
  ambient: maybe(choiceOrNot(AMBIENT_OPTIONS)),
  'cue-sound': maybe(choiceOrNot(CUE_SOUNDS)),
});

const meditationAttributes = fc.record({
  preset: maybe(fc.constantFrom(...Object.keys(MEDITATION_PRESET_CONFIGS), 'custom')),
  minutes: maybe(count(-1, 65)),
  type: maybe(choiceOrNot(MEDITATION_TYPES)),
  ambient: maybe(choiceOrNot(AMBIENT_OPTIONS)),
  bells: maybe(fc.constantFrom('on', 'off')),
  'bell-interval': maybe(count(-1, 17)),
  'bell-type': maybe(choiceOrNot(BELL_TYPES)),
});

/** What the attributes would ask of the schema if every value were handed to it as it is. */
function naiveBreathing(values: Record<string, string | undefined>) {
  const technique = values.technique ?? (values.pattern !== undefined ? 'custom' : undefined);
  const base = breathingBase(undefined, technique);
  if (!base.ok) throw new Error('the generator only names known techniques');
  const candidate: Record<string, unknown> = { ...base.config };
  if (values.pattern !== undefined) {
    const [inhale, hold, exhale, holdAfterExhale] = values.pattern.split('-').map(Number);
    candidate.customPattern = { inhale, hold, exhale, holdAfterExhale };
  }
  if (values.rounds !== undefined) candidate.duration = { type: 'rounds', value: Number(values.rounds) };
  if (values.minutes !== undefined) candidate.duration = { type: 'time', value: Number(values.minutes) };
  if (values['visual-guide'] !== undefined) candidate.visualGuide = values['visual-guide'];
  if (values.ambient !== undefined) candidate.ambient = values.ambient;
  if (values['cue-sound'] !== undefined) candidate.notificationSound = values['cue-sound'];
  // A pattern that contradicts a technique named after its own (box, 4-7-8, coherent, 1:2) is refused
  // by the widget; the schema has no such rule.
  const own = ['box', '4-7-8', 'coherent', '1-2-ratio'].includes(base.config.technique) ? base.config.customPattern : undefined;
  if (own && values.pattern !== undefined && JSON.stringify(candidate.customPattern) !== JSON.stringify(own)) return { ok: false as const };
  return parseBreathingConfig(candidate);
}

function naiveMeditation(values: Record<string, string | undefined>) {
  const base = meditationBase(values.preset);
  if (!base.ok) throw new Error('the generator only names known presets');
  const candidate: Record<string, unknown> = { ...base.config };
  if (values.minutes !== undefined) candidate.duration = Number(values.minutes);
  if (values.type !== undefined) candidate.type = values.type;
  if (values.ambient !== undefined) candidate.ambient = values.ambient;
  const bellsOn = values.bells !== undefined ? values.bells === 'on' : values['bell-interval'] !== undefined || values['bell-type'] !== undefined || base.config.bells?.enabled === true;
  if (bellsOn) {
    const bells: Record<string, unknown> = { ...BELLS_ON_DEFAULTS, ...base.config.bells, enabled: true };
    if (values['bell-interval'] !== undefined) bells.interval = Number(values['bell-interval']);
    if (values['bell-type'] !== undefined) bells.type = values['bell-type'];
    candidate.bells = bells;
  } else {
    delete candidate.bells;
  }
  return parseMeditationConfig(candidate);
}

const defined = (values: Record<string, string | undefined>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<string, string>;

describe('widget attributes and the catalog schemas', () => {
  it('<breath-session> accepts exactly what the breathing schema accepts, and hands on that config', () => {
    fc.assert(
      fc.property(breathAttributes, ({ length, ...rest }) => {
        const values = defined({ ...rest, ...(length ? { [length[0]]: length[1] } : {}) });
        const widget = parseBreathSessionAttributes(values);
        const schema = naiveBreathing(values);
        expect(widget.ok, JSON.stringify({ values, widget, schema })).toBe(schema.ok);
        if (widget.ok && schema.ok) expect(widget.value.config).toEqual(schema.value);
      }),
      { numRuns: 1500 },
    );
  });

  it('<meditation-timer> accepts exactly what the meditation schema accepts, and hands on that config', () => {
    fc.assert(
      fc.property(meditationAttributes, (generated) => {
        const values = defined(generated);
        const widget = parseMeditationTimerAttributes(values);
        const schema = naiveMeditation(values);
        expect(widget.ok, JSON.stringify({ values, widget, schema })).toBe(schema.ok);
        if (widget.ok && schema.ok) expect(widget.value.config).toEqual(schema.value);
      }),
      { numRuns: 1500 },
    );
  });
});
