import { BOUNDS, randomBellRoom, SEGMENT_KINDS, type ProgramSegment } from '@stillpoint/sdk/catalog';
import { useId, useState } from 'react';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SliderField } from '../../ui/Slider';
import { useSdkWords } from '../../i18n/useSdkWords';
import { bellIntervalText } from './bellIntervalText';
import { builderMessages } from './builderMessages';
import { SEGMENT_KIND_LABELS } from './segmentKindLabels';

export interface SegmentEditorProps {
  readonly segment: ProgramSegment;
  /** Its place in the program, from 0, and how many there are: its name ("Segment 2") and which moves it has. */
  readonly index: number;
  readonly count: number;
  onChange: (segment: ProgramSegment) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Minutes written as "5, 10": the numbers, or null when anything else is written. */
export function parseMinuteList(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : null;
}

/**
 * One segment of a program: its kind, length and bells (at chosen minutes, every N minutes, a number at
 * random moments), and buttons that move it up or down or remove it, so that the order is set with taps or keys
 * alone. Every control is named with the segment's number, as a screen reader lists them out of their card.
 */
export function SegmentEditor({ segment, index, count, onChange, onMove, onRemove }: SegmentEditorProps) {
  const number = index + 1;
  const t = builderMessages.useMessages();
  const sdk = useSdkWords();
  const kindText = (kind: ProgramSegment['kind']) => sdk.t(SEGMENT_KIND_LABELS[kind]);
  const headingId = useId();
  const atId = useId();
  const atHintId = useId();
  const bells = segment.bells ?? {};
  // What is being typed, while the field has focus ("5, " on the way to "5, 10"); the segment's own minutes otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const atText = draft ?? (bells.at ?? []).join(', ');
  const atWrong = parseMinuteList(atText) === null;
  const room = randomBellRoom(segment.minutes);
  const withBells = (next: ProgramSegment['bells']) => onChange({ ...segment, bells: { ...bells, ...next } });
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {t('segment.of', { number })}</span>
    </>
  );

  return (
    <li className="segment" aria-labelledby={headingId}>
      <div className="segment__head">
        <h3 id={headingId} className="segment__title">
          {t('segment.heading', { number, kind: kindText(segment.kind), minutes: segment.minutes })}
        </h3>
        <div className="segment__moves">
          <button type="button" className="button button--ghost button--small" onClick={() => onMove(-1)} disabled={index === 0} aria-label={t('segment.earlier', { number })}>
            ↑
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={t('segment.later', { number })}>
            ↓
          </button>
          <button type="button" className="button button--ghost button--small" onClick={onRemove} disabled={count === 1} aria-label={t('segment.removeNamed', { number })}>
            {t('segment.remove')}
          </button>
        </div>
      </div>
      <ChoiceGroup
        label={named(t('segment.kind'))}
        value={segment.kind}
        onValueChange={(kind) => onChange({ ...segment, kind })}
        choices={SEGMENT_KINDS.map((kind) => ({ value: kind, label: kindText(kind) }))}
      />
      <SliderField label={named(t('segment.length'))} value={segment.minutes} onValueChange={(minutes) => onChange({ ...segment, minutes })} {...BOUNDS.segmentMinutes} valueText={t('builders.minutes', { minutes: segment.minutes })} />
      <div className="field">
        <label htmlFor={atId}>{named(t('segment.at'))}</label>
        <span id={atHintId} className={atWrong ? 'hint builder-problem' : 'hint'}>
          {atWrong ? t('segment.atWrong') : t('segment.atHint')}
        </span>
        <input
          id={atId}
          inputMode="numeric"
          value={atText}
          aria-describedby={atHintId}
          aria-invalid={atWrong}
          onBlur={() => atWrong || setDraft(null)}
          onChange={(event) => {
            setDraft(event.target.value);
            const at = parseMinuteList(event.target.value);
            if (at) withBells({ at });
          }}
        />
      </div>
      <SliderField
        label={named(t('segment.every'))}
        value={bells.every ?? 0}
        onValueChange={(every) => withBells({ every })}
        min={0}
        max={Math.max(1, segment.minutes - 1)}
        step={1}
        valueText={bellIntervalText(bells.every ?? 0, t)}
        disabled={segment.minutes < 2}
      />
      <SliderField
        label={named(t('segment.random'))}
        value={bells.random?.count ?? 0}
        onValueChange={(random) => withBells({ random: { count: random } })}
        min={0}
        max={Math.max(1, room)}
        step={1}
        valueText={(bells.random?.count ?? 0) === 0 ? t('segment.randomNone') : t('segment.randomCount', { count: bells.random?.count ?? 0 })}
        disabled={room === 0}
      />
    </li>
  );
}
