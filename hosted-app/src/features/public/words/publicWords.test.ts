import type { Locale, Message } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { expectCatalogMatches } from '../../../i18n/expectCatalogMatches';
import type { PageWords } from '../pageWords';
import { PUBLIC_LANGUAGES } from '../publicLanguages';
import { calmkitEnglish, calmkitWords } from './calmkitWords';
import { chromeEnglish, chromeWords } from './chromeWords';
import { landingEnglish, landingWords } from './landingWords';
import { meditationEnglish, meditationWords } from './meditationWords';
import { startEnglish, startWords } from './startWords';
import { techniqueMeta } from '../techniqueMeta';
import { TECHNIQUE_PAGES } from '../techniquePages';
import { techniqueEnglish, techniqueName, techniqueTextsEnglish, techniqueWords } from './techniqueWords';

const CATALOGS: readonly (readonly [name: string, english: Readonly<Record<string, Message>>, words: PageWords<never>])[] = [
  ['chrome', chromeEnglish, chromeWords],
  ['landing', landingEnglish, landingWords],
  ['meditation', meditationEnglish, meditationWords],
  ['start', startEnglish, startWords],
  ['calmkit', calmkitEnglish, calmkitWords],
  ['technique', techniqueEnglish, techniqueWords],
  ['techniques', techniqueTextsEnglish, techniqueWords],
];

const translated = PUBLIC_LANGUAGES.filter((language): language is Exclude<Locale, 'en'> => language !== 'en');
const loaders = {
  chrome: { de: () => import('./chrome.de'), nl: () => import('./chrome.nl'), fr: () => import('./chrome.fr'), es: () => import('./chrome.es') },
  landing: { de: () => import('./landing.de'), nl: () => import('./landing.nl'), fr: () => import('./landing.fr'), es: () => import('./landing.es') },
  meditation: { de: () => import('./meditation.de'), nl: () => import('./meditation.nl'), fr: () => import('./meditation.fr'), es: () => import('./meditation.es') },
  start: { de: () => import('./start.de'), nl: () => import('./start.nl'), fr: () => import('./start.fr'), es: () => import('./start.es') },
  calmkit: { de: () => import('./calmkit.de'), nl: () => import('./calmkit.nl'), fr: () => import('./calmkit.fr'), es: () => import('./calmkit.es') },
  technique: { de: () => import('./technique.de'), nl: () => import('./technique.nl'), fr: () => import('./technique.fr'), es: () => import('./technique.es') },
  techniques: { de: () => import('./techniques.de'), nl: () => import('./techniques.nl'), fr: () => import('./techniques.fr'), es: () => import('./techniques.es') },
} as const;

describe("the public pages' words", () => {
  it('have every key of English in every language, none blank, with the same placeholders and plurals', async () => {
    for (const [name, english] of CATALOGS) {
      for (const language of translated) {
        const module = (await loaders[name as keyof typeof loaders][language]()) as Record<string, Readonly<Record<string, Message>>>;
        expectCatalogMatches(`${name} ${language}`, english, module[language] ?? {});
      }
    }
  });

  it('give each page a title and a description a search engine shows whole (at most 160 characters), different in each language', () => {
    for (const [name, english, words] of CATALOGS) {
      if (!('meta.description' in english) || name === 'technique') continue;
      const descriptions = new Set<string>();
      for (const language of PUBLIC_LANGUAGES) {
        const t = words.wordsIn(language) as (key: string) => string;
        const description = t('meta.description');
        expect(description.length, `${name} ${language}`).toBeLessThanOrEqual(160);
        expect(description.length, `${name} ${language}`).toBeGreaterThan(60);
        descriptions.add(description);
      }
      expect(descriptions.size, name).toBe(PUBLIC_LANGUAGES.length);
    }
  });

  it("give every technique page a title and a description of at most 160 characters in each language, the technique named as the SDK names it", () => {
    for (const page of TECHNIQUE_PAGES) {
      const titles = new Set<string>();
      for (const language of PUBLIC_LANGUAGES) {
        const tags = techniqueMeta(page, language);
        const byKey = (key: string) => tags.map((tag) => tag as Record<string, unknown>).find((tag) => key in tag || tag.name === key);
        const title = String(byKey('title')?.title);
        const description = String(byKey('description')?.content);
        expect(title, `${page.path} ${language}`).toContain(techniqueName(language, page.preset.id, page.preset.name));
        expect(description.length, `${page.path} ${language}: ${description}`).toBeLessThanOrEqual(160);
        titles.add(title);
      }
      expect(titles.size, page.path).toBe(PUBLIC_LANGUAGES.length);
    }
    expect(techniqueName('de', 'box', 'Box Breathing')).toBe('Box-Atmung');
    // A try of one round is one round in every language (the deep reset's).
    expect(techniqueWords.wordsIn('de')('try.rounds', { count: 1 })).toBe('1 Runde hier ausprobieren');
    expect(techniqueWords.wordsIn('en')('try.rounds', { count: 4 })).toBe('4-round try here');
  });
});
