import { Accordion, type AccordionEntry } from '../../ui/Accordion';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';

/**
 * The FAQ (commercial.md §2): its entries (public/landingFaq.ts, in the page's or the app's language) as questions that
 * open (ui/Accordion.tsx: `<details>`, so a prerendered page's questions open before the app, or without it), in the
 * reader's currency once it is known.
 */
export function FaqSection({ heading, entries }: { readonly heading: string; readonly entries: (currency: ReturnType<typeof useDisplayCurrency>, locale: string) => readonly AccordionEntry[] }) {
  const currency = useDisplayCurrency();
  const locale = useReaderLocale();
  // data-currency appears once the reader's currency is written, so after hydration: tests read the prices from then on.
  return (
    <section className="stack" aria-labelledby="faq-heading" data-currency={currency ?? undefined}>
      <h2 id="faq-heading">{heading}</h2>
      <Accordion entries={entries(currency, locale)} />
    </section>
  );
}
