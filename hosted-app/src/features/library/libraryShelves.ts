import { BREATHING_LIBRARY, MEDITATION_LIBRARY, type BreathingLibraryEntry, type MeditationLibraryEntry } from '@stillpoint/sdk/catalog';
import { sessionLength, type PresetLength } from '../presets/presetLength';
import type { SessionRequest } from '../session/sessionRequest';
import { libraryMessages } from './libraryMessages';
import { en, type LibraryMessageKey } from './messages/en';

/** One entry of the catalog's library (core-app.md §3), with its kind. */
export type LibraryItem = { readonly kind: 'meditation'; readonly entry: MeditationLibraryEntry } | { readonly kind: 'breathing'; readonly entry: BreathingLibraryEntry };

/** A category of the library and its entries, meditations first, in catalog order. */
export interface LibraryShelf {
  readonly category: string;
  readonly items: readonly LibraryItem[];
}

const ITEMS: readonly LibraryItem[] = [
  ...MEDITATION_LIBRARY.map((entry): LibraryItem => ({ kind: 'meditation', entry })),
  ...BREATHING_LIBRARY.map((entry): LibraryItem => ({ kind: 'breathing', entry })),
];

/** The catalog's library by category, each category where its first entry stands ("Sleep" holds Yoga Nidra and 4-7-8). */
export function libraryShelves(items: readonly LibraryItem[] = ITEMS): LibraryShelf[] {
  const shelves = new Map<string, LibraryItem[]>();
  for (const item of items) shelves.set(item.entry.category, [...(shelves.get(item.entry.category) ?? []), item]);
  return [...shelves].map(([category, shelfItems]) => ({ category, items: shelfItems }));
}

/** A library entry's length as its card says it: "20 min", "8 rounds" (from its config, in the reader's words). */
export function libraryLength(item: LibraryItem, text = libraryMessages.text): string {
  if (item.kind === 'meditation') return text('catalog.minutes', { minutes: item.entry.duration });
  const { type, value } = item.entry.config.duration;
  return type === 'time' ? text('catalog.minutes', { minutes: value }) : text('catalog.rounds', { count: value });
}

/** What a category is called: its name in the library's catalog, else the catalog's own word, capitalised. */
export function shelfLabel(shelf: Pick<LibraryShelf, 'category'>, text = libraryMessages.text): string {
  const key = `category.${shelf.category}`;
  return key in en ? text(key as LibraryMessageKey) : shelf.category.charAt(0).toUpperCase() + shelf.category.slice(1);
}

/** The session a library entry starts, recorded under the entry's id. */
export function librarySessionRequest(item: LibraryItem): SessionRequest {
  const base = { title: item.entry.name, source: 'library' as const, technique: item.entry.id };
  return item.kind === 'meditation' ? { ...base, kind: 'meditation', config: item.entry.config } : { ...base, kind: 'breathing', config: item.entry.config };
}

/**
 * How a library entry's length can be chosen before it starts: by the preset dialog's rules (presetLength.ts), from
 * the entry's own length. A guided meditation has none to choose: its phases, and the bell that marks each, are its timing;
 * nor has a program, whose segments are.
 */
export function libraryLengthChoice(item: LibraryItem): PresetLength | null {
  return item.kind === 'meditation' && (item.entry.phases || item.entry.config.segments) ? null : sessionLength(librarySessionRequest(item));
}
