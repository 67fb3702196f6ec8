import type { Locale } from '@stillpoint/sdk/catalog';
import { pageMeta } from '../../lib/pageMeta';
import { pathIn } from './publicLanguages';
import type { TechniquePage } from './techniquePages';
import { techniqueName, techniqueTexts, techniqueWords } from './words/techniqueWords';

/** Search engines show about 160 characters of a description: the invitation to try is added only where it fits. */
const DESCRIPTION_LIMIT = 160;

/**
 * A technique page's search metadata (core-app.md §2) in `language`: its title, description, keywords and canonical
 * address (linked to the page in every other language), and schema.org HowTo structured data whose steps are the
 * catalog's phases.
 */
export function techniqueMeta({ preset, path }: TechniquePage, language: Locale = 'en') {
  const t = techniqueWords.wordsIn(language);
  const text = techniqueTexts.wordsIn(language);
  const name = techniqueName(language, preset.id, preset.name);
  const how = t('meta.description', { name, description: text(`${preset.id}.description`) });
  const withTry = `${how} ${t('meta.try')}`;
  const keywords =
    language === 'en'
      ? `${preset.name.toLowerCase()}, ${preset.pattern} breathing, breathing exercise, breathing technique, ${preset.category}, ${preset.subtitle.toLowerCase()}`
      : `${name}, ${preset.pattern}, ${text(`${preset.id}.subtitle`)}`;
  return pageMeta({
    title: t('meta.title', { name }),
    description: withTry.length <= DESCRIPTION_LIMIT ? withTry : how,
    path: pathIn(path, language),
    translationOf: path,
    keywords,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      inLanguage: language,
      name: t('meta.howTo', { name }),
      description: text(`${preset.id}.how`),
      step: preset.phases.map((_, index) => {
        const phaseName = text(`${preset.id}.phase${index + 1}.name`);
        return { '@type': 'HowToStep', position: index + 1, name: phaseName, text: `${phaseName}: ${text(`${preset.id}.phase${index + 1}.detail`)}.` };
      }),
    },
  });
}
