import { useId, useState } from 'react';
import { SliderField } from '../../ui/Slider';
import { sessionOfLength, type PresetLength } from '../presets/presetLength';
import { usePresetWords } from '../presets/presetWords';
import { useStartSession, type SessionRequest } from '../session/sessionRequest';
import { libraryMessages } from './libraryMessages';
import { libraryLength, libraryLengthChoice, librarySessionRequest, libraryShelves, shelfLabel, type LibraryItem } from './libraryShelves';

const SHELVES = libraryShelves();

/**
 * The catalog's library (core-app.md §3): each category's meditations and breathing sessions, with their phases and a
 * start. An entry's length can be chosen before it starts, behind a "Length" button at its foot so that the
 * page stays a list to read; what runs and is logged is the chosen length.
 */
export function CatalogLibrary() {
  const startSession = useStartSession();
  const t = libraryMessages.useMessages();
  return (
    <section className="stack library__catalog" aria-labelledby="catalog-library-heading">
      <h2 id="catalog-library-heading">{t('catalog.title')}</h2>
      {SHELVES.map((shelf) => (
        <section key={shelf.category} className="library-shelf" aria-labelledby={`shelf-${shelf.category}`}>
          <h3 id={`shelf-${shelf.category}`} className="library-shelf__title">
            {shelfLabel(shelf, t)}
          </h3>
          <ul className="library__list">
            {shelf.items.map((item) => (
              <li key={item.entry.id} className="card card--quiet library-entry">
                <LibraryEntry item={item} onStart={startSession} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function LibraryEntry({ item: kept, onStart }: { readonly item: LibraryItem; onStart: (request: SessionRequest) => void }) {
  // In the reader's words: its name is also the title its session runs and is logged under.
  const item = usePresetWords().libraryItem(kept);
  const { entry } = item;
  const t = libraryMessages.useMessages();
  const { name } = entry;
  const length = libraryLengthChoice(item);
  const [chosen, setChosen] = useState(length?.value ?? 0);
  const [choosing, setChoosing] = useState(false);
  const pickerId = useId();
  const request = length ? sessionOfLength(librarySessionRequest(item), chosen) : librarySessionRequest(item);
  /** The reading of a chosen length: "6 min", "8 rounds". */
  const lengthText = ({ unit }: PresetLength, value: number) => (unit === 'minutes' ? t('catalog.minutes', { minutes: value }) : t('catalog.rounds', { count: value }));
  return (
    <>
      <div className="library-entry__head">
        <div className="library-item__text">
          <h4 className="library-entry__name">{name}</h4>
          <p className="muted library-item__meta">
            <span className="badge">{t(item.kind === 'breathing' ? 'library.breathing' : 'library.meditation')}</span>
            {libraryLength(item, t)}
            {item.kind === 'breathing' && <span aria-label={t('catalog.pattern', { pattern: item.entry.pattern })}> · {item.entry.pattern}</span>}
          </p>
        </div>
        <button type="button" className="button button--small library-item__actions" onClick={() => onStart(request)} aria-label={t('catalog.startNamed', { name })}>
          {t('catalog.start')}
        </button>
      </div>
      <p className="library-entry__description">{entry.description}</p>
      {length && (
        <div className="library-entry__length">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={choosing}
            aria-controls={pickerId}
            aria-label={t('catalog.lengthNamed', { length: lengthText(length, chosen), name })}
            onClick={() => setChoosing(!choosing)}
          >
            {t('catalog.length', { length: lengthText(length, chosen) })}
          </button>
          <div id={pickerId} className="library-entry__picker" hidden={!choosing}>
            <SliderField
              label={
                <>
                  {t('catalog.lengthLabel')}
                  <span className="sr-only"> {t('catalog.lengthOf', { name })}</span>
                </>
              }
              value={chosen}
              onValueChange={setChosen}
              {...length.bound}
              valueText={lengthText(length, chosen)}
            />
          </div>
        </div>
      )}
      {item.kind === 'meditation' && item.entry.phases && (
        <ol className="library-entry__phases" aria-label={t('catalog.phasesOf', { name })}>
          {item.entry.phases.map((phase) => (
            <li key={phase.name}>
              <span>{phase.name}</span> <span className="muted">{t('catalog.minutes', { minutes: phase.duration })}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
