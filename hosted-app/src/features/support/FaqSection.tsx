import { Accordion } from '../../ui/Accordion';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { faqEntries } from './faqEntries';

/**
 * The FAQ (commercial.md §2): the entries of faqEntries.ts as questions that open (ui/Accordion.tsx: `<details>`,
 * so a prerendered page's questions open before the app, or without it), in the reader's currency once it is known.
 */
export function FaqSection() {
  const currency = useDisplayCurrency();
  const locale = useReaderLocale();
  // data-currency appears once the reader's currency is written, so after hydration: tests read the prices from then on.
  return (
    <section className="stack" aria-labelledby="faq-heading" data-currency={currency ?? undefined}>
      <h2 id="faq-heading">Questions</h2>
      <Accordion entries={faqEntries(currency, locale)} />
    </section>
  );
}
