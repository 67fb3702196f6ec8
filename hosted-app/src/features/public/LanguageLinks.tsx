import { useLocation } from 'react-router';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { languageOfPath, pathIn, PUBLIC_LANGUAGES } from './publicLanguages';
import { englishPathOf } from './translatedPath';
import { isTranslated } from './translatedPages';

/**
 * The public footer's language switcher: this page in each language, or each language's landing where the page is
 * in English only. Plain links, each language named in itself, so the prerendered page of that language loads.
 */
export function LanguageLinks({ label }: { readonly label: string }) {
  const { pathname } = useLocation();
  const current = languageOfPath(pathname);
  const englishPath = englishPathOf(pathname.replace(/(.)\/+$/, '$1').toLowerCase());
  const target = isTranslated(englishPath) ? englishPath : '/';
  return (
    <nav aria-label={label} className="public-footer__languages">
      <ul className="public-footer__links">
        {PUBLIC_LANGUAGES.map((language) => (
          <li key={language}>
            <a href={pathIn(target, language)} hrefLang={language} lang={language} aria-current={language === current ? 'page' : undefined}>
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
