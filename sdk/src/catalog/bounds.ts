/** A number field's range, inclusive, and the step its slider moves by, in the field's unit. */
export interface Bound {
  /** The smallest value accepted. */
  readonly min: number;
  /** The largest value accepted. */
  readonly max: number;
  /** The slider's step (values between steps are still accepted where the field allows fractions). */
  readonly step: number;
}

/**
 * Every bound of a config field, in one place so the schemas, the builders' sliders and the tests
 * agree. Units are in the names: seconds unless `Minutes`; `volume` is a linear gain 0..1; counts
 * (`rounds`, `sets`, `rapidBreaths`) are whole numbers.
 */
export const BOUNDS = {
  inhale: { min: 1, max: 20, step: 1 },
  hold: { min: 0, max: 20, step: 1 },
  exhale: { min: 1, max: 20, step: 1 },
  holdAfterExhale: { min: 0, max: 20, step: 1 },
  rounds: { min: 1, max: 20, step: 1 },
  timeMinutes: { min: 1, max: 30, step: 1 },
  restBetweenSets: { min: 0, max: 60, step: 5 },
  sets: { min: 1, max: 10, step: 1 },
  restBetweenRounds: { min: 0, max: 60, step: 1 },
  rapidBreaths: { min: 10, max: 60, step: 1 },
  holdTime: { min: 10, max: 300, step: 1 },
  settleIn: { min: 0, max: 60, step: 1 },
  meditationMinutes: { min: 1, max: 60, step: 1 },
  pranayamaMinutes: { min: 1, max: 10, step: 1 },
  fadeSeconds: { min: 1, max: 10, step: 1 },
  postMeditationMinutes: { min: 1, max: 10, step: 1 },
  bellIntervalMinutes: { min: 0, max: 15, step: 1 },
  /** One segment of a meditation program, and its `every` bell spacing. */
  segmentMinutes: { min: 1, max: 60, step: 1 },
  /** A program's segments, counted. */
  programSegments: { min: 1, max: 12, step: 1 },
  /** A program's segments added up: up to three hours, a long retreat sit. */
  programMinutes: { min: 1, max: 180, step: 1 },
  guidanceIntervalSeconds: { min: 10, max: 600, step: 1 },
  volume: { min: 0, max: 1, step: 0.01 },
  /** A recommendation request's time_available: up to two hours. */
  timeAvailableMinutes: { min: 1, max: 120, step: 1 },
} as const satisfies Record<string, Bound>;

/** The meditation duration quick picks. */
export const MEDITATION_QUICK_PICKS = [5, 10, 15, 20, 30, 60] as const;
