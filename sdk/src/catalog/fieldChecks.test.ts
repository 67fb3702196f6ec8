import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS, type ChoiceField, type NumberField } from './configFields';
import { BELLS_ON_DEFAULTS, DEFAULT_BREATHING_CONFIG, DEFAULT_MEDITATION_CONFIG } from './defaults';
import { checkChoice, checkDuration, checkWholeNumber } from './fieldChecks';
import { DURATION_TYPES } from './options';
import { parseBreathingConfig, parseMeditationConfig, type ParseResult } from './parseConfig';

type Field = keyof typeof CONFIG_FIELDS;

/** Where each field sits in a config, and the schema that parses that config. */
const PLACES: Record<Field, { kind: 'breathing' | 'meditation'; path: readonly string[] }> = {
  inhale: { kind: 'breathing', path: ['customPattern', 'inhale'] },
  hold: { kind: 'breathing', path: ['customPattern', 'hold'] },
  exhale: { kind: 'breathing', path: ['customPattern', 'exhale'] },
  holdAfterExhale: { kind: 'breathing', path: ['customPattern', 'holdAfterExhale'] },
  visualGuide: { kind: 'breathing', path: ['visualGuide'] },
  ambient: { kind: 'meditation', path: ['ambient'] },
  cueSound: { kind: 'breathing', path: ['notificationSound'] },
  meditationMinutes: { kind: 'meditation', path: ['duration'] },
  meditationType: { kind: 'meditation', path: ['type'] },
  bellInterval: { kind: 'meditation', path: ['bells', 'interval'] },
  bellType: { kind: 'meditation', path: ['bells', 'type'] },
  settleIn: { kind: 'meditation', path: ['settleIn'] },
};

function withValue(kind: 'breathing' | 'meditation', path: readonly string[], value: unknown): Record<string, unknown> {
  const base = kind === 'breathing' ? DEFAULT_BREATHING_CONFIG : { ...DEFAULT_MEDITATION_CONFIG, bells: BELLS_ON_DEFAULTS };
  const config = structuredClone(base) as Record<string, unknown>;
  let node = config;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = value;
  return config;
}

/** The schema's verdict on a value at `path`: undefined when the config passes, else the first message about that field. */
function schemaVerdict(result: ParseResult<unknown>, path: readonly string[]): string | undefined {
  if (result.ok) return undefined;
  const field = path.join('.');
  const errors = result.errors.filter((error) => error.field === field);
  expect(errors.length, `every error is about ${field}: ${JSON.stringify(result.errors)}`).toBe(result.errors.length);
  return errors[0]?.message.replace(`${field} is required. `, '');
}

const isChoice = (field: NumberField | ChoiceField): field is ChoiceField => Array.isArray(field[1]);

/** Anything an attribute, a stored config or a careless caller could put in a field. */
const anyValue = (choices: readonly string[]) =>
  fc.oneof(
    fc.integer({ min: -5, max: 700 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0.5, '5', '', null, true),
    fc.constantFrom(...choices),
    fc.string({ maxLength: 12 }),
  );

describe('the zod-free field checks the widgets use', () => {
  for (const [name, field] of Object.entries(CONFIG_FIELDS) as [Field, NumberField | ChoiceField][]) {
    it(`agree with the schema on ${name}: same verdict, same first message`, () => {
      const { kind, path } = PLACES[name];
      const parse = kind === 'breathing' ? parseBreathingConfig : parseMeditationConfig;
      const choices = isChoice(field) ? field[1] : ['none'];
      fc.assert(
        fc.property(anyValue(choices), (value) => {
          const checked = isChoice(field) ? checkChoice(value, ...field) : checkWholeNumber(value, ...field);
          expect(checked).toBe(schemaVerdict(parse(withValue(kind, path, value)), path));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('agree with the schema on a breathing duration of rounds or minutes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DURATION_TYPES), anyValue(['none']), (type, value) => {
        const config = { ...DEFAULT_BREATHING_CONFIG, duration: { type, value } };
        expect(checkDuration(type, value)).toBe(schemaVerdict(parseBreathingConfig(config), ['duration', 'value']));
      }),
      { numRuns: 500 },
    );
  });

  it('name the field, its bound and its unit', () => {
    expect(checkWholeNumber(25, ...CONFIG_FIELDS.inhale)).toBe('Inhale must be between 1 and 20 seconds.');
    expect(checkWholeNumber(2.5, ...CONFIG_FIELDS.bellInterval)).toBe('Bell interval must be a whole number between 0 and 15 minutes.');
    expect(checkDuration('rounds', 50)).toBe('Duration must be a whole number between 1 and 20 rounds.');
    expect(checkChoice('lava', ...CONFIG_FIELDS.visualGuide)).toBe('Visual guide must be one of: circle, lungs, wave.');
    expect(checkChoice('wave', ...CONFIG_FIELDS.visualGuide)).toBeUndefined();
  });
});
