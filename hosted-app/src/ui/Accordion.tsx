import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

/** Entries that open one at a time; each header is a button (Enter or Space toggles it, arrows move between them). */
export function Accordion({ entries }: { readonly entries: readonly AccordionEntry[] }) {
  return (
    <RadixAccordion.Root type="single" collapsible className="accordion">
      {entries.map((entry) => (
        <RadixAccordion.Item key={entry.id} value={entry.id} className="accordion__item">
          <RadixAccordion.Header asChild>
            <h3>
              <RadixAccordion.Trigger className="accordion__trigger">{entry.title}</RadixAccordion.Trigger>
            </h3>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="accordion__content">{entry.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
