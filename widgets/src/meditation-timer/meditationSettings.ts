import type { AttributeValues } from '../attributes';
import { parseMeditationTimerAttributes } from './meditation-timer.attributes';

const parsed = new WeakMap<AttributeValues, ReturnType<typeof parseMeditationTimerAttributes>>();

/**
 * parseMeditationTimerAttributes, once per set of values: the element reads the settings before it
 * renders (to load the zen view first) and its view reads them again, and a program's random bells
 * are drawn once for them.
 */
export function meditationSettings(values: AttributeValues): ReturnType<typeof parseMeditationTimerAttributes> {
  let settings = parsed.get(values);
  if (!settings) parsed.set(values, (settings = parseMeditationTimerAttributes(values)));
  return settings;
}
