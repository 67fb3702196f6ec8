import { LOCALES, type Locale } from '@stillpoint/sdk/catalog';
import { useId } from 'react';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { profileMessages } from './profileMessages';

/** The account's language (the app, its e-mails and notifications): each offered in its own name, with its tag for screen readers. */
export function LanguageField({ value, onChange, disabled }: { readonly value: Locale; readonly onChange: (locale: Locale) => void; readonly disabled?: boolean }) {
  const id = useId();
  const hintId = useId();
  const t = profileMessages.useMessages();
  return (
    <div className="field">
      <label htmlFor={id}>{t('profile.language')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Locale)} disabled={disabled} aria-describedby={hintId}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      <span id={hintId} className="hint">
        {t('profile.languageHint')}
      </span>
    </div>
  );
}
