import { useId, type ReactNode } from 'react';

export interface AccordionEntry {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

/**
 * Entries that open one at a time: each a `<details>` whose `<summary>` is its question (a heading inside it, for
 * the page's outline), all of one `name`, so the browser closes the open one when another opens. Native, so they
 * open and close in prerendered HTML before the app loads, and without JavaScript at all.
 */
export function Accordion({ entries }: { readonly entries: readonly AccordionEntry[] }) {
  const group = useId();
  return (
    <div className="accordion">
      {entries.map((entry) => (
        <details key={entry.id} name={group} className="accordion__item">
          <summary className="accordion__trigger">
            <h3 className="accordion__title">{entry.title}</h3>
          </summary>
          <div className="accordion__content">{entry.content}</div>
        </details>
      ))}
    </div>
  );
}
