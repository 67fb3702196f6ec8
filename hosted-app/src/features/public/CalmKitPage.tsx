import { calmkitAddress, calmkitFileName, PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';
import { Link, useLocation } from 'react-router';
import { formatPrice, YEARLY_PER_MONTH_CENTS } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { languageOfPath } from './publicLanguages';
import { richText } from './richText';
import { byZone, PRICE_SWAP } from './staticPageScripts';
import { TrialButton } from './TrialButton';
import { calmkitWords } from './words/calmkitWords';
import './landing.css';
import './publicPages.css';

/** The guide's six chapters, in its order (hosted-app/calmkit/calmkitDocument.ts): `topic.<id>.*` of the page's words. */
export const CALMKIT_TOPICS = ['breathing', 'meditation', 'daily', 'stress', 'philosophy', 'design'] as const;

/**
 * The free guide (commercial.md §2 "Guide page"): download or read online, the six topics, why it is free,
 * and the trial. In the language of its address, and so is the guide it links to. A static page (routes/calmkit.tsx):
 * Download is a link the browser downloads by itself (`download`, and the API's `Content-Disposition: attachment`),
 * so it answers at once with the browser's own progress, where §8's toasts cannot be shown (README, Decisions); the
 * prices carry both currencies for PRICE_SWAP (staticPageScripts.ts).
 */
export function CalmKitPage() {
  const t = calmkitWords.useWords();
  const currency = useDisplayCurrency();
  const readerLocale = useReaderLocale();
  const language = languageOfPath(useLocation().pathname);
  const locale = language === 'en' ? readerLocale : language;
  const price = (cents: number, zone: Currency | null = currency) => (zone ? formatPrice(cents, zone, locale) : formatPrice(cents, 'EUR', language === 'en' ? undefined : language));
  const prices = (zone: Currency | null) => t('cta.prices', { monthly: price(PLAN_PRICES_CENTS.monthly, zone), yearly: price(PLAN_PRICES_CENTS.yearly, zone), perMonth: price(YEARLY_PER_MONTH_CENTS, zone) });

  return (
    <>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="page calmkit">
        <section className="public-page__hero calmkit__hero" aria-labelledby="calmkit-heading">
          <p className="public-page__kicker">{t('kicker')}</p>
          <h1 id="calmkit-heading">{t('heading')}</h1>
          <p className="tagline">{t('tagline')}</p>
          <p className="row">
            <a className="button" href={calmkitAddress('download', language)} download={calmkitFileName(language)}>
              {t('download')}
            </a>
            <a className="button button--ghost" href={calmkitAddress('view', language)} target="_blank" rel="noopener">
              {t('view')}
            </a>
          </p>
        </section>

        <section className="landing-section" aria-labelledby="inside-heading">
          <h2 id="inside-heading">{t('inside.title')}</h2>
          <ul className="landing-grid">
            {CALMKIT_TOPICS.map((topic) => (
              <li key={topic} className="card card--quiet landing-feature">
                <h3>{t(`topic.${topic}.title`)}</h3>
                <p className="muted">{t(`topic.${topic}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-section landing-section--narrow" aria-labelledby="free-heading">
          <h2 id="free-heading">{t('free.title')}</h2>
          <p>{t('free.text')}</p>
          <p className="muted">{richText(t('free.note'), { philosophy: (text) => <Link to="/philosophy">{text}</Link> })}</p>
        </section>

        <section className="card landing-final" aria-labelledby="calmkit-cta-heading">
          <h2 id="calmkit-cta-heading">{t('cta.title')}</h2>
          <p className="tagline" {...byZone({ EUR: prices('EUR'), USD: prices('USD') })}>
            {prices(currency)}
          </p>
          <p>
            <TrialButton />
          </p>
        </section>
      </main>
      <PublicFooter />
      <script dangerouslySetInnerHTML={{ __html: PRICE_SWAP }} />
    </>
  );
}
