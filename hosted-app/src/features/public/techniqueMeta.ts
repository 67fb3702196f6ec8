import { pageMeta } from '../../lib/pageMeta';
import type { TechniquePage } from './techniquePages';

/** Search engines show about 160 characters of a description: the invitation to try is added only where it fits. */
const DESCRIPTION_LIMIT = 160;

function techniqueDescription(name: string, description: string) {
  const how = `How to do ${name}, step by step: ${description}`;
  const withTry = `${how} Try it here, no account needed.`;
  return withTry.length <= DESCRIPTION_LIMIT ? withTry : how;
}

/**
 * A technique page's search metadata (core-app.md §2): its title, description, keywords and canonical
 * address, and schema.org HowTo structured data whose steps are the catalog's phases.
 */
export function techniqueMeta({ preset, path }: TechniquePage) {
  const description = techniqueDescription(preset.name, preset.description);
  return pageMeta({
    title: `${preset.name}: how to do it, step by step`,
    description,
    path,
    keywords: `${preset.name.toLowerCase()}, ${preset.pattern} breathing, breathing exercise, breathing technique, ${preset.category}, ${preset.subtitle.toLowerCase()}`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: `How to do ${preset.name}`,
      description: preset.education.how,
      step: preset.phases.map((phase, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name: phase.name,
        text: `${phase.name}: ${phase.detail}.`,
      })),
    },
  });
}
