import type { Locale, PluralMessage } from '@stillpoint/sdk/catalog';
import { ISLAND_MODULES } from './islandModules';
import type { VisitorPractice } from './landingContent';
import type { IslandStart } from './sessionStarter';
import { chromeWords } from './words/chromeWords';

/**
 * A practice as SESSION_STARTER runs it on the prerendered page (sessionStarter.ts): its element, that element's chunk,
 * its attributes as the widget reads them, and the island's words in the page's language, the invitation saying
 * "2 minutes of breathing" as Session Complete does. Null where the chunk is not known (in the browser: the app runs it).
 */
export function practiceIsland(practice: VisitorPractice, label: string, language: Locale, chrome: ReturnType<typeof chromeWords.useWords>): IslandStart | null {
  const element = practice.kind === 'breathing' ? 'breath-session' : 'meditation-timer';
  const module = ISLAND_MODULES[element];
  if (!module) return null;
  const length: Record<string, string> =
    practice.kind === 'breathing'
      ? { technique: practice.technique, ...(practice.rounds ? { rounds: String(practice.rounds) } : practice.minutes ? { minutes: String(practice.minutes) } : {}) }
      : practice.preset
        ? { preset: practice.preset }
        : { minutes: String(practice.minutes ?? 0), bells: '' };
  const messages = chromeWords.messagesIn(language);
  return {
    element,
    module,
    label,
    attributes: { ...length, sound: '', 'sound-base-url': '/sounds/' },
    words: {
      ready: chrome('island.ready'),
      failed: chrome('island.failed'),
      back: chrome('island.back'),
      seconds: messages['complete.seconds'] as PluralMessage,
      minutes: messages['complete.minutes'] as PluralMessage,
      done: chrome(practice.kind === 'breathing' ? 'complete.breathing' : 'complete.meditation', { duration: '{duration}' }),
    },
  };
}
