import type { Locale } from '@stillpoint/sdk/catalog';

/**
 * What a legal page says to a reader of another language: that it is written in English only (the legal pages are
 * not translated). Each sentence in its own language, all shown at once, marked with its `lang` so a screen
 * reader speaks each in its voice; like the language names, the same in every catalog, so not catalog messages.
 */
const NOTES: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
  de: 'Diese Seite gibt es nur auf Englisch.',
  nl: 'Deze pagina is alleen in het Engels beschikbaar.',
  fr: 'Cette page n’existe qu’en anglais.',
  es: 'Esta página solo está disponible en inglés.',
};

export function EnglishOnlyNote() {
  return (
    <p className="muted english-only" role="note">
      {Object.entries(NOTES).map(([language, note], index) => (
        <span key={language} lang={language}>
          {index > 0 ? ' ' : null}
          {note}
        </span>
      ))}
    </p>
  );
}
