import {
  checkDuration,
  checkWholeNumber,
  CONFIG_FIELDS,
  type AmbientOption,
  type BreathingConfig,
  type BreathingPattern,
  type CueSound,
  type DurationType,
  type VisualGuide,
} from "@stillpoint/sdk/catalog";
import { buildBreathingPlan } from "@stillpoint/sdk/core";
import {
  accept,
  checkChoiceAttribute,
  checkThemeAttribute,
  present,
  readNumber,
  readRunAttributes,
  type AttributeError,
  type AttributeResult,
  type AttributeValues,
  type WidgetSettings,
} from "../attributes";
import type { BreathSessionAttributes } from "../elementAttributes";
import { attributeNames, flag, NUMBER, TEXT, type PropertyKind } from "../elementProperties";
import { breathingBase } from "../presetConfigs";

/**
 * Every attribute <breath-session> reads, in the order its documentation lists them, and how each
 * reads as the element's property (elementProperties.ts): the one place an attribute is named.
 */
export const BREATH_SESSION_PROPERTIES = {
  preset: TEXT,
  technique: TEXT,
  pattern: TEXT,
  rounds: NUMBER,
  minutes: NUMBER,
  "visual-guide": TEXT,
  ambient: TEXT,
  "cue-sound": TEXT,
  sound: flag(false),
  "sound-base-url": TEXT,
  autostart: flag(true),
  "time-scale": NUMBER,
  "settle-in": NUMBER,
  theme: TEXT,
  // Deprecated: the former name of sound-base-url, still read (sound-base-url wins); it goes in 1.0.
  sounds: TEXT,
} as const satisfies Record<keyof BreathSessionAttributes, PropertyKind>;

/** One attribute <breath-session> reads. */
export type BreathSessionAttribute = keyof typeof BREATH_SESSION_PROPERTIES;

/** Every attribute <breath-session> reads. */
export const BREATH_SESSION_ATTRIBUTES = attributeNames(BREATH_SESSION_PROPERTIES);

/** What the attributes of a <breath-session> amount to: its breathing config on top of the preset or technique named. */
export type BreathSessionSettings = WidgetSettings<BreathingConfig>;

const PATTERN_HELP =
  "Write the seconds joined by dashes: inhale-hold-exhale-hold after exhale (4-7-8-0), inhale-hold-exhale (4-7-8) or inhale-exhale (5-5).";

/** "4-7-8-0", "4-7-8" or "5-5" as a pattern; the schema checks each number's bounds. */
export function readPattern(
  value: string,
  errors: AttributeError[],
): BreathingPattern | undefined {
  const parts = value
    .split("-")
    .map((part) =>
      /^\s*\d+(\.\d*)?\s*$/.test(part) ? Number(part) : Number.NaN,
    );
  if (
    parts.length < 2 ||
    parts.length > 4 ||
    parts.some((part) => Number.isNaN(part))
  ) {
    errors.push({
      attribute: "pattern",
      message: `pattern="${value}" is not a breathing pattern. ${PATTERN_HELP}`,
    });
    return undefined;
  }
  const [inhale = 0, a = 0, b = 0, c = 0] = parts;
  if (parts.length === 2)
    return { inhale, hold: 0, exhale: a, holdAfterExhale: 0 };
  return {
    inhale,
    hold: a,
    exhale: b,
    holdAfterExhale: parts.length === 4 ? c : 0,
  };
}

const PATTERN_FIELDS = ["inhale", "hold", "exhale", "holdAfterExhale"] as const;

/** Techniques named after their pattern: a different pattern contradicts the name. */
const PATTERN_TECHNIQUES = new Set<string>([
  "box",
  "4-7-8",
  "coherent",
  "1-2-ratio",
]);

/** A pattern whose every number is within the builder sliders' bounds (the catalog's CONFIG_FIELDS), else undefined. */
function checkPattern(
  value: string,
  errors: AttributeError[],
): BreathingPattern | undefined {
  const pattern = readPattern(value, errors);
  if (!pattern) return undefined;
  const fits = PATTERN_FIELDS.map((field) => {
    const [label, bound, unit] = CONFIG_FIELDS[field];
    return accept(
      "pattern",
      value,
      checkWholeNumber(pattern[field], label, bound, unit),
      errors,
    );
  });
  return fits.every(Boolean) ? pattern : undefined;
}

/** `rounds` or `minutes` as a duration within its bound. */
function checkDurationAttribute(
  type: DurationType,
  attribute: string,
  value: string,
  errors: AttributeError[],
): BreathingConfig["duration"] | undefined {
  const count = readNumber(attribute, value, errors);
  if (
    count === undefined ||
    !accept(attribute, value, checkDuration(type, count), errors)
  )
    return undefined;
  return { type, value: count };
}

/**
 * The attributes of a <breath-session> as a breathing config. `preset` (or else `technique`) picks
 * the starting config, which the catalog's schema accepts (catalogPlans.test.ts); the other
 * attributes change single fields, each checked with the catalog's field checks, the schema's own
 * bounds and messages, so the script needs no zod. A `pattern` with neither makes a custom
 * technique. Every problem is reported, by attribute.
 */
export function parseBreathSessionAttributes(
  values: AttributeValues,
): AttributeResult<BreathSessionSettings> {
  const errors: AttributeError[] = [];
  if (present(values.preset) && present(values.technique)) {
    errors.push({
      attribute: "technique",
      message:
        "Set either preset or technique, not both: a preset already names its technique.",
    });
  }
  if (present(values.rounds) && present(values.minutes)) {
    errors.push({
      attribute: "minutes",
      message: "Set either rounds or minutes, not both.",
    });
  }
  const technique = present(values.technique)
    ? values.technique
    : present(values.pattern) && !present(values.preset)
      ? "custom"
      : undefined;
  const base = breathingBase(
    present(values.preset) ? values.preset : undefined,
    technique,
  );
  if (!base.ok) errors.push(base.error);

  const changes: Partial<BreathingConfig> = {};
  if (present(values.pattern))
    changes.customPattern = checkPattern(values.pattern, errors);
  // Box, 4-7-8, coherent and 1:2 are their pattern: another would run under a name that says
  // something else ("Box Breathing" at 5-5), so it is refused like the other contradictory pairs.
  // The others (the sigh, step-down, tidal, humming, deep reset) take a pattern as their timings.
  const own =
    base.ok && PATTERN_TECHNIQUES.has(base.config.technique)
      ? base.config.customPattern
      : undefined;
  if (
    own &&
    changes.customPattern &&
    PATTERN_FIELDS.some((field) => changes.customPattern![field] !== own[field])
  ) {
    const named = present(values.preset)
      ? `preset="${values.preset}"`
      : `technique="${values.technique}"`;
    errors.push({
      attribute: "pattern",
      message: `Set either ${named} or pattern, not both: ${named} is ${PATTERN_FIELDS.map((field) => own[field]).join("-")}.`,
    });
  }
  if (present(values.rounds))
    changes.duration = checkDurationAttribute(
      "rounds",
      "rounds",
      values.rounds,
      errors,
    );
  if (present(values.minutes))
    changes.duration = checkDurationAttribute(
      "time",
      "minutes",
      values.minutes,
      errors,
    );
  const guide = values["visual-guide"];
  if (present(guide))
    changes.visualGuide = checkChoiceAttribute<VisualGuide>(
      "visual-guide",
      guide,
      CONFIG_FIELDS.visualGuide,
      errors,
    );
  if (present(values.ambient))
    changes.ambient = checkChoiceAttribute<AmbientOption>(
      "ambient",
      values.ambient,
      CONFIG_FIELDS.ambient,
      errors,
    );
  const cue = values["cue-sound"];
  if (present(cue))
    changes.notificationSound = checkChoiceAttribute<CueSound>(
      "cue-sound",
      cue,
      CONFIG_FIELDS.cueSound,
      errors,
    );
  const run = readRunAttributes(values, errors);
  checkThemeAttribute(values, errors);

  if (!base.ok || errors.length > 0) return { ok: false, errors };
  const config: BreathingConfig = { ...base.config, ...changes };
  return {
    ok: true,
    value: {
      config,
      plan: buildBreathingPlan(config),
      ...run,
    },
  };
}
