import { BREATHING_LIBRARY, BREATHING_PRESETS, en, MEDITATION_LIBRARY, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';

const NAMES = /^(phase|technique|title|meditationType|segment)\./;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts that are the SDK's, not the app's: its catalog's messages (a name in the app's language once its
 * catalog has arrived; a number where a message takes one) and its presets' and library's own words (names,
 * subtitles, descriptions, phases), which the SDK writes in English only so far. The SDK's catalog tests check them.
 */
const SDK_TEXTS: readonly RegExp[] = [
  // The names it gives (of phases, techniques, types, segments, a meditation's title), not its runner's lines and buttons.
  ...Object.entries(en).flatMap(([key, message]) => (NAMES.test(key) && typeof message === 'string' ? [message] : [])),
  ...[...BREATHING_PRESETS, ...MEDITATION_PRESETS].flatMap((preset) => [preset.name, preset.subtitle, preset.description]),
  ...MEDITATION_LIBRARY.flatMap((entry) => [entry.name, entry.description, ...(entry.phases ?? []).map((phase) => phase.name)]),
  ...BREATHING_LIBRARY.flatMap((entry) => [entry.name, entry.description, entry.pattern]),
]
  .sort((a, b) => b.length - a.length)
  .map((text) => new RegExp(escaped(text).replace(/\\\{\w+\\\}/g, '[\\d.,]+'), 'g'));

/**
 * A visible text with what came through a catalog taken out: the app's (marked ⟦…⟧ in the pseudo-locale) and
 * the SDK's. What is left, beyond numbers and punctuation, bypassed both.
 */
export function withoutCatalogTexts(text: string): string {
  return SDK_TEXTS.reduce((left, pattern) => left.replace(pattern, ' '), text.replace(/⟦[\s\S]*?⟧/g, ' ')).replace(/[\s\d.,·:+\-–()↑↓]+/g, ' ').trim();
}
