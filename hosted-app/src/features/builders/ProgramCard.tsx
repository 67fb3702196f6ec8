import { BOUNDS, type MeditationConfig } from '@stillpoint/sdk/catalog';
import { builderMessages } from './builderMessages';
import { ProgramTimeline } from './ProgramTimeline';
import { addSegment, changeSegment, moveSegment, removeSegment, segmentsOf } from './segmentEdits';
import { SegmentEditor } from './SegmentEditor';
import { ZenModeField } from './ZenModeField';
import './builders.css';

/**
 * The meditation as a program of segments, in place of the Duration card once a segment was added: its
 * timeline and total, each segment's editor in order, and Add segment. Removing all but one plain sit brings back the
 * simple form (segmentEdits.ts).
 */
export function ProgramCard({ config, onChange }: { readonly config: MeditationConfig; onChange: (config: MeditationConfig) => void }) {
  const segments = segmentsOf(config);
  const t = builderMessages.useMessages();
  return (
    <section className="card builder-card program-card" aria-labelledby="program-heading">
      <h2 id="program-heading">{t('program.title')}</h2>
      <ProgramTimeline segments={segments} />
      <ol className="segments">
        {segments.map((segment, index) => (
          <SegmentEditor
            key={index}
            segment={segment}
            index={index}
            count={segments.length}
            onChange={(next) => onChange(changeSegment(config, index, next))}
            onMove={(by) => onChange(moveSegment(config, index, by))}
            onRemove={() => onChange(removeSegment(config, index))}
          />
        ))}
      </ol>
      <p className="row">
        <button type="button" className="button button--quiet" onClick={() => onChange(addSegment(config))} disabled={segments.length >= BOUNDS.programSegments.max}>
          {t('form.addSegment')}
        </button>
      </p>
      <ZenModeField config={config} onChange={onChange} />
    </section>
  );
}
