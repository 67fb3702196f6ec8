import { lazy, Suspense, useId, useState } from 'react';

const QuickStartPresets = lazy(() => import('./QuickStartPresets'));

type Kind = 'breathing' | 'meditation';

const CARDS: Record<Kind, { title: string; summary: string }> = {
  breathing: { title: 'Breathing', summary: 'Box, 4-7-8, coherent, the physiological sigh' },
  meditation: { title: 'Meditation', summary: 'A quick sit, body scan, TM-style, open awareness' },
};

/**
 * The quick-start card pair (core-app.md §2): Breathing and Meditation, each expanding to four presets
 * with a learn-more dialog. One open at a time; the presets (and their prose) load when first opened.
 */
export function QuickStart() {
  const [open, setOpen] = useState<Kind | null>(null);
  const ids = { breathing: useId(), meditation: useId() };
  return (
    <div className="quick-start">
      {(['breathing', 'meditation'] as const).map((kind) => (
        <section key={kind} className={open === kind ? 'quick-card quick-card--open' : 'quick-card'} aria-label={`${CARDS[kind].title} quick start`}>
          <button type="button" className="quick-card__toggle" aria-expanded={open === kind} aria-controls={ids[kind]} onClick={() => setOpen(open === kind ? null : kind)}>
            <span className="quick-card__title">{CARDS[kind].title}</span>
            <span className="quick-card__summary">{CARDS[kind].summary}</span>
            <span className="quick-card__chevron" aria-hidden="true" />
          </button>
          <div id={ids[kind]} hidden={open !== kind}>
            {open === kind && (
              <Suspense fallback={<p className="muted quick-card__loading">Loading…</p>}>
                <QuickStartPresets kind={kind} />
              </Suspense>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
