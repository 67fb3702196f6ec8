import { Link } from 'react-router';
import { PublicPage } from './PublicPage';
import { richText } from './richText';
import { useLocalizedPath } from './useLocalizedPath';
import { startWords } from './words/startWords';

/** /start: a simple start guide (commercial.md §2), linking the two introductions, in the language of its address. */
export function StartPage() {
  const t = startWords.useWords();
  const localized = useLocalizedPath();
  const link = (to: string) => (text: string) => <Link to={localized(to)}>{text}</Link>;
  return (
    <PublicPage>
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>

      <h2>{t('pick.title')}</h2>
      <p>{richText(t('pick.text'), { b: (text) => <strong>{text}</strong> })}</p>
      <ul>
        <li>
          <Link to="/what-is-breathwork">{t('pick.breathwork')}</Link> {t('pick.breathworkText')}
        </li>
        <li>
          <Link to="/what-is-meditation">{t('pick.meditation')}</Link> {t('pick.meditationText')}
        </li>
      </ul>

      <h2>{t('position.title')}</h2>
      <p>{t('position.text')}</p>

      <h2>{t('try.title')}</h2>
      <p>{richText(t('try.text'), { home: link('/') })}</p>

      <h2>{t('small.title')}</h2>
      <p>{t('small.text')}</p>

      <h2>{t('more.title')}</h2>
      <p>{t('more.text')}</p>
      <p>
        {richText(t('more.reading'), {
          calmkit: link('/calmkit'),
          apps: link('/minimalist-meditation-apps'),
          calm: link('/vs/calm-alternative'),
          headspace: link('/vs/headspace-alternative'),
        })}
      </p>
      <div className="actions">
        <Link to="/what-is-breathwork" className="button">
          {t('learn.breathwork')}
        </Link>
        <Link to="/what-is-meditation" className="button button--ghost">
          {t('learn.meditation')}
        </Link>
      </div>
    </PublicPage>
  );
}
