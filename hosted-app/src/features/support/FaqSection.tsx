import { Accordion } from '../../ui/Accordion';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { faqEntries } from './faqEntries';

/** The FAQ (commercial.md §2): the entries of faqEntries.ts in an accordion, in the reader's currency once it is known. */
export function FaqSection() {
  const currency = useDisplayCurrency();
  const locale = useReaderLocale();
  // data-currency appears once the reader's currency is written, so after hydration: a prerendered FAQ's
  // questions open only from then on, and tests wait for it. data-island says the same to a public page's press
  // loader (lib/hydrateOnFirstPress.ts), which holds a question's first press until then.
  return (
    <section className="stack" aria-labelledby="faq-heading" data-currency={currency ?? undefined} data-island={currency ? 'ready' : 'waiting'}>
      <h2 id="faq-heading">Questions</h2>
      <Accordion entries={faqEntries(currency, locale)} />
    </section>
  );
}
