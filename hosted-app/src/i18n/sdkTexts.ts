import { BREATHING_LIBRARY, BREATHING_PRESETS, en, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';

const NAMES = /^(phase|technique|title|meditationType|segment)\./;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts that are the SDK's, not the app's: its catalog's messages (a name in the app's language once its
 * catalog has arrived; a number where a message takes one), its presets' names (the SDK's catalog names them in
 * every language, and its catalog tests check them) and a library pattern's numbers. The presets' and the library's
 * other words are the app's (presets/presetWords.ts), so the pseudo-locale marks them.
 */
const SDK_TEXTS: readonly RegExp[] = [
  // The names it gives (of phases, techniques, types, segments, a meditation's title), not its runner's lines and buttons.
  ...Object.entries(en).flatMap(([key, message]) => (NAMES.test(key) && typeof message === 'string' ? [message] : [])),
  ...[...BREATHING_PRESETS, ...MEDITATION_PRESETS].map((preset) => preset.name),
  ...BREATHING_LIBRARY.map((entry) => entry.pattern),
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
