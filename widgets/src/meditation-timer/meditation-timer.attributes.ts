import {
  BELLS_ON_DEFAULTS,
  CONFIG_FIELDS,
  type AmbientOption,
  type BellsConfig,
  type BellType,
  type MeditationConfig,
  type MeditationType,
} from "@stillpoint/sdk/catalog";
import { buildMeditationPlan } from "@stillpoint/sdk/core";
import {
  checkChoiceAttribute,
  checkThemeAttribute,
  checkNumberAttribute,
  present,
  readFlag,
  readRunAttributes,
  type AttributeError,
  type AttributeResult,
  type AttributeValues,
  type WidgetSettings,
} from "../attributes";
import type { MeditationTimerAttributes } from "../elementAttributes";
import { attributeNames, flag, JSON_TEXT, NUMBER, TEXT, type PropertyKind } from "../elementProperties";
import { readProgramAttribute } from "./programAttribute";
import { meditationBase } from "../presetConfigs";

/**
 * Every attribute <meditation-timer> reads, in the order its documentation lists them, and how each
 * reads as the element's property (elementProperties.ts): the one place an attribute is named.
 */
export const MEDITATION_TIMER_PROPERTIES = {
  program: JSON_TEXT,
  preset: TEXT,
  minutes: NUMBER,
  type: TEXT,
  bells: flag(undefined),
  "bell-interval": NUMBER,
  "bell-type": TEXT,
  ambient: TEXT,
  zen: flag(false),
  sound: flag(false),
  "sound-base-url": TEXT,
  autostart: flag(true),
  "time-scale": NUMBER,
  "settle-in": NUMBER,
  theme: TEXT,
  // Deprecated: the former name of sound-base-url, still read (sound-base-url wins); it goes in 1.0.
  sounds: TEXT,
} as const satisfies Record<keyof MeditationTimerAttributes, PropertyKind>;

/** One attribute <meditation-timer> reads. */
export type MeditationTimerAttribute = keyof typeof MEDITATION_TIMER_PROPERTIES;

/** Every attribute <meditation-timer> reads. */
export const MEDITATION_TIMER_ATTRIBUTES = attributeNames(MEDITATION_TIMER_PROPERTIES);

/** What the attributes of a <meditation-timer> amount to: its meditation config on top of the preset named. */
export type MeditationTimerSettings = WidgetSettings<MeditationConfig>;

/**
 * The attributes of a <meditation-timer>: its meditation (a `program`, or the attributes below), and
 * how it runs (sound, the clock, settle-in, autostart, the sound folder), every problem named by
 * its attribute.
 */
export function parseMeditationTimerAttributes(
  values: AttributeValues,
): AttributeResult<MeditationTimerSettings> {
  const errors: AttributeError[] = [];
  const config = present(values.program)
    ? readProgramAttribute(values, errors)
    : readMeditationAttributes(values, errors);
  const run = readRunAttributes(values, errors);
  checkThemeAttribute(values, errors);

  if (!config || errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      config,
      plan: buildMeditationPlan(config),
      ...run,
    },
  };
}

/**
 * The meditation the attributes describe, without a program. `preset` picks the starting config
 * (else the builder's defaults), which the catalog's schema accepts (catalogPlans.test.ts); the
 * others change single fields, each checked with the catalog's field checks, the schema's own
 * bounds and messages, so the script needs no zod. Setting `bell-interval` or `bell-type` turns
 * bells on unless `bells="off"` says otherwise. Undefined when the preset is unknown.
 */
function readMeditationAttributes(
  values: AttributeValues,
  errors: AttributeError[],
): MeditationConfig | undefined {
  const base = meditationBase(
    present(values.preset) ? values.preset : undefined,
  );
  if (!base.ok) errors.push(base.error);
  const config: Partial<MeditationConfig> = base.ok ? base.config : {};
  const changes: Partial<MeditationConfig> = {};

  if (present(values.minutes))
    changes.duration = checkNumberAttribute(
      "minutes",
      values.minutes,
      CONFIG_FIELDS.meditationMinutes,
      errors,
    );
  if (present(values.type))
    changes.type = checkChoiceAttribute<MeditationType>(
      "type",
      values.type,
      CONFIG_FIELDS.meditationType,
      errors,
    );
  if (present(values.ambient))
    changes.ambient = checkChoiceAttribute<AmbientOption>(
      "ambient",
      values.ambient,
      CONFIG_FIELDS.ambient,
      errors,
    );
  if (present(values.zen))
    changes.zenMode = readFlag("zen", values.zen, errors);

  const bellsFlag = present(values.bells)
    ? readFlag("bells", values.bells, errors)
    : undefined;
  const bellsOn =
    bellsFlag ??
    (present(values["bell-interval"]) ||
      present(values["bell-type"]) ||
      config.bells?.enabled === true);
  // Turning bells on fills missing values (tibetan-bowl start, zen-gong end, no interval), as the
  // builder does; bells are passed along only when enabled, so bells off leaves none.
  let bells: BellsConfig | undefined;
  if (bellsOn) {
    bells = { ...BELLS_ON_DEFAULTS, ...config.bells, enabled: true };
    const interval = values["bell-interval"];
    const type = values["bell-type"];
    if (present(interval))
      bells.interval =
        checkNumberAttribute(
          "bell-interval",
          interval,
          CONFIG_FIELDS.bellInterval,
          errors,
        ) ?? bells.interval;
    if (present(type))
      bells.type =
        checkChoiceAttribute<BellType>(
          "bell-type",
          type,
          CONFIG_FIELDS.bellType,
          errors,
        ) ?? bells.type;
  }

  if (!base.ok) return undefined;
  const result: MeditationConfig = { ...base.config, ...changes, bells };
  if (!bells) delete result.bells;
  return result;
}
