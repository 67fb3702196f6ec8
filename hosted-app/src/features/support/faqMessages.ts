import { areaCatalog, type AreaMessages } from '../../i18n/areaCatalog';
import { FAQ_KEYS, type FaqKey } from '../public/landingFaq';
import { landingEnglish } from '../public/words/landingWords';

/** The FAQ's words out of the landing's, in one language: the app asks the same questions, in the same words. */
const faqOf = (words: AreaMessages<FaqKey>): AreaMessages<FaqKey> => Object.fromEntries(FAQ_KEYS.map((key) => [key, words[key]])) as AreaMessages<FaqKey>;

/** The signed-in app's FAQ words in the app's language: the landing's, each language fetched when asked for. */
export const faqMessages = areaCatalog(faqOf(landingEnglish), {
  de: async () => faqOf((await import('../public/words/landing.de')).de),
  nl: async () => faqOf((await import('../public/words/landing.nl')).nl),
  fr: async () => faqOf((await import('../public/words/landing.fr')).fr),
  es: async () => faqOf((await import('../public/words/landing.es')).es),
});
