import type { ReactNode } from 'react';
import { TryFreeButton } from './TryFreeButton';

/**
 * The box that closes a public page and invites the visitor in: a heading when it has one, its words (`children`), then
 * the trial button and any other way on (`more`, e.g. a link to the start guide).
 */
export function TryFreeCallout({ heading, children, more }: { readonly heading?: string; readonly children: ReactNode; readonly more?: ReactNode }) {
  return (
    <div className="callout">
      {heading && <h2>{heading}</h2>}
      {children}
      <div className="actions">
        <TryFreeButton />
        {more}
      </div>
    </div>
  );
}
