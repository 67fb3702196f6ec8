import type { ProgramSegment } from '@stillpoint/sdk/catalog';
import { useSdkWords } from '../../i18n/useSdkWords';
import { builderMessages } from './builderMessages';
import { programTimeline } from './programTimeline';
import { SEGMENT_KIND_LABELS } from './segmentKindLabels';
import './programTimeline.css';

/**
 * The program to scale: a bar per segment, as wide as its share of the whole, with a tick at each bell whose minute
 * is known and the random ones counted under it. The picture is for the eyes; its caption says the same in words.
 */
export function ProgramTimeline({ segments }: { readonly segments: readonly ProgramSegment[] }) {
  const t = builderMessages.useMessages();
  const sdk = useSdkWords();
  const { total, bars } = programTimeline(segments);
  const random = bars.reduce((sum, bar) => sum + bar.random, 0);
  const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
  return (
    <figure className="timeline">
      <div className="timeline__track" aria-hidden="true">
        {bars.map((bar, i) => (
          <div key={i} className={`timeline__bar timeline__bar--${bar.segment.kind}`} style={{ left: percent(bar.start), width: percent(bar.width) }}>
            <span className="timeline__label">{sdk.t(SEGMENT_KIND_LABELS[bar.segment.kind])}</span>
          </div>
        ))}
        {bars.flatMap((bar) => bar.ticks).map((tick, i) => (
          <span key={`tick-${i}`} className="timeline__tick" style={{ left: percent(tick) }} />
        ))}
        <span className="timeline__tick timeline__tick--end" />
      </div>
      <figcaption className="timeline__caption">
        <strong>{t('program.total', { minutes: total })}</strong>
        <span className="muted">
          {' '}
          · {bars.map((bar) => `${sdk.t(SEGMENT_KIND_LABELS[bar.segment.kind])} ${bar.segment.minutes}`).join(', ')}
          {random > 0 ? ` · ${t('program.random', { count: random })}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
