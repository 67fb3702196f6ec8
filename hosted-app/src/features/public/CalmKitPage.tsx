import { useState } from 'react';
import { PLAN_PRICES_CENTS } from '@stillpoint/api/contract';
import { Link, useLocation } from 'react-router';
import { toast } from '../../ui/toastStore';
import { formatPrice, YEARLY_PER_MONTH_CENTS } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { downloadGuide } from './queries';
import { languageOfPath } from './publicLanguages';
import { richText } from './richText';
import { TrialButton } from './TrialButton';
import { calmkitWords } from './words/calmkitWords';
import './landing.css';
import './publicPages.css';

/** The guide's six chapters, in its order (api/src/services/calmkit/calmkitDocument.ts): `topic.<id>.*` of the page's words. */
export const CALMKIT_TOPICS = ['breathing', 'meditation', 'daily', 'stress', 'philosophy', 'design'] as const;

/**
 * The free guide (commercial.md §2 "Guide page"): download or read online, the six topics, why it is free,
 * and the trial. Toasts as §8 words them. In the language of its address; the guide itself is in English.
 */
export function CalmKitPage() {
  const t = calmkitWords.useWords();
  const [busy, setBusy] = useState(false);
  const currency = useDisplayCurrency();
  const readerLocale = useReaderLocale();
  const language = languageOfPath(useLocation().pathname);
  const locale = language === 'en' ? readerLocale : language;
  const price = (cents: number) => (currency ? formatPrice(cents, currency, locale) : formatPrice(cents, 'EUR', language === 'en' ? undefined : language));
  const download = async () => {
    setBusy(true);
    try {
      await downloadGuide();
      toast({ title: t('toast.downloaded'), description: t('toast.downloadedText') });
    } catch {
      toast({ title: t('toast.failed'), description: t('toast.failedText'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="page calmkit">
        <section className="public-page__hero calmkit__hero" aria-labelledby="calmkit-heading">
          <p className="public-page__kicker">{t('kicker')}</p>
          <h1 id="calmkit-heading">{t('heading')}</h1>
          <p className="tagline">{t('tagline')}</p>
          <p className="row">
            <button type="button" className="button" disabled={busy} onClick={() => void download()}>
              {busy ? t('generating') : t('download')}
            </button>
            <a className="button button--ghost" href="/api/calmkit/view" target="_blank" rel="noopener">
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

        {/* data-currency appears once the price is written in the reader's currency, so after hydration (tests wait for it). */}
        <section className="card landing-final" aria-labelledby="calmkit-cta-heading" data-currency={currency ?? undefined}>
          <h2 id="calmkit-cta-heading">{t('cta.title')}</h2>
          <p className="tagline">
            {t('cta.prices', { monthly: price(PLAN_PRICES_CENTS.monthly), yearly: price(PLAN_PRICES_CENTS.yearly), perMonth: price(YEARLY_PER_MONTH_CENTS) })}
          </p>
          <p>
            <TrialButton />
          </p>
        </section>
      </main>
      <PublicFooter />
    </>
  );
}
