import { Accordion } from '../../ui/Accordion';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { faqEntries } from './faqEntries';

/** The FAQ (commercial.md §2): the entries of faqEntries.ts in an accordion, in the reader's currency once it is known. */
export function FaqSection() {
  const currency = useDisplayCurrency();
  // data-currency appears once the reader's currency is written, so after hydration: a prerendered FAQ's
  // questions open only from then on, and tests wait for it.
  return (
    <section className="stack" aria-labelledby="faq-heading" data-currency={currency ?? undefined}>
      <h2 id="faq-heading">Questions</h2>
      <Accordion entries={faqEntries(currency)} />
    </section>
  );
}
