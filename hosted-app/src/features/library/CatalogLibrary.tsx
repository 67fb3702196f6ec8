import { useId, useState } from 'react';
import { SliderField } from '../../ui/Slider';
import { lengthText, sessionOfLength } from '../presets/presetLength';
import { useStartSession, type SessionRequest } from '../session/sessionRequest';
import { libraryLength, libraryLengthChoice, librarySessionRequest, libraryShelves, type LibraryItem } from './libraryShelves';

const SHELVES = libraryShelves();

/**
 * The catalog's library (core-app.md §3): each category's meditations and breathing sessions, with their phases and a
 * start. An entry's length can be chosen before it starts, behind a "Length" button at its foot so that the
 * page stays a list to read; what runs and is logged is the chosen length.
 */
export function CatalogLibrary() {
  const startSession = useStartSession();
  return (
    <section className="stack library__catalog" aria-labelledby="catalog-library-heading">
      <h2 id="catalog-library-heading">From the library</h2>
      {SHELVES.map((shelf) => (
        <section key={shelf.category} className="library-shelf" aria-labelledby={`shelf-${shelf.category}`}>
          <h3 id={`shelf-${shelf.category}`} className="library-shelf__title">
            {shelf.label}
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

function LibraryEntry({ item, onStart }: { readonly item: LibraryItem; onStart: (request: SessionRequest) => void }) {
  const { entry } = item;
  const length = libraryLengthChoice(item);
  const [chosen, setChosen] = useState(length?.value ?? 0);
  const [choosing, setChoosing] = useState(false);
  const pickerId = useId();
  const request = length ? sessionOfLength(librarySessionRequest(item), chosen) : librarySessionRequest(item);
  return (
    <>
      <div className="library-entry__head">
        <div className="library-item__text">
          <h4 className="library-entry__name">{entry.name}</h4>
          <p className="muted library-item__meta">
            <span className="badge">{item.kind === 'breathing' ? 'Breathing' : 'Meditation'}</span>
            {libraryLength(item)}
            {item.kind === 'breathing' && <span aria-label={`Pattern ${item.entry.pattern}`}> · {item.entry.pattern}</span>}
          </p>
        </div>
        <button type="button" className="button button--small library-item__actions" onClick={() => onStart(request)} aria-label={`Start ${entry.name}`}>
          Start
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
            aria-label={`Length: ${lengthText(length, chosen)}, ${entry.name}`}
            onClick={() => setChoosing(!choosing)}
          >
            Length: {lengthText(length, chosen)}
          </button>
          <div id={pickerId} className="library-entry__picker" hidden={!choosing}>
            <SliderField
              label={
                <>
                  Length<span className="sr-only"> of {entry.name}</span>
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
        <ol className="library-entry__phases" aria-label={`Phases of ${entry.name}`}>
          {item.entry.phases.map((phase) => (
            <li key={phase.name}>
              <span>{phase.name}</span> <span className="muted">{phase.duration} min</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
