import { Suspense, useId, useState } from 'react';
import type { AppMessageKey } from '../../i18n/en';
import { useMessages } from '../../i18n/useMessages';
import { lazyPart } from '../../lib/lazyPart';

const QuickStartPresets = lazyPart(() => import('./QuickStartPresets'));

type Kind = 'breathing' | 'meditation';

const CARDS = {
  breathing: { title: 'quick.breathing', summary: 'quick.breathingSummary' },
  meditation: { title: 'quick.meditation', summary: 'quick.meditationSummary' },
} as const satisfies Record<Kind, { title: AppMessageKey; summary: AppMessageKey }>;

/**
 * The quick-start card pair (core-app.md §2): Breathing and Meditation, each expanding to four presets
 * with a learn-more dialog. One open at a time; the presets (and their prose) load when first opened.
 */
export function QuickStart() {
  const [open, setOpen] = useState<Kind | null>(null);
  const t = useMessages();
  const ids = { breathing: useId(), meditation: useId() };
  return (
    <div className="quick-start">
      {(['breathing', 'meditation'] as const).map((kind) => (
        <section key={kind} className={open === kind ? 'quick-card quick-card--open' : 'quick-card'} aria-label={t('quick.region', { title: t(CARDS[kind].title) })}>
          <button type="button" className="quick-card__toggle" aria-expanded={open === kind} aria-controls={ids[kind]} onClick={() => setOpen(open === kind ? null : kind)}>
            <span className="quick-card__title">{t(CARDS[kind].title)}</span>
            <span className="quick-card__summary">{t(CARDS[kind].summary)}</span>
            <span className="quick-card__chevron" aria-hidden="true" />
          </button>
          <div id={ids[kind]} hidden={open !== kind}>
            {open === kind && (
              <Suspense fallback={<p className="muted quick-card__loading">{t('common.loading')}</p>}>
                <QuickStartPresets kind={kind} />
              </Suspense>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
