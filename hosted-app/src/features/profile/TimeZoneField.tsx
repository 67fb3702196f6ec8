import { canonicalTimeZone, TIME_ZONES } from '@stillpoint/api/contract';
import { useId } from 'react';
import { profileMessages } from './profileMessages';

/**
 * The time zone the streaks are counted in: the zones the browser knows under their canonical IANA names (the API
 * accepts these), plus UTC; the browser's own is offered when it differs (Chromium says "Asia/Calcutta" for Kolkata).
 */
export function TimeZoneField({ value, onChange, disabled }: { readonly value: string; onChange: (zone: string) => void; readonly disabled?: boolean }) {
  const id = useId();
  const t = profileMessages.useMessages();
  const hintId = useId();
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const browserZone = ownZone ? canonicalTimeZone(ownZone) : ownZone;
  return (
    <div className="field">
      <label htmlFor={id}>{t('profile.timeZone')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} aria-describedby={hintId}>
        {TIME_ZONES.includes(value) ? null : <option value={value}>{value}</option>}
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <span id={hintId} className="hint">
        {browserZone && browserZone !== value ? (
          <>
            {t('profile.deviceZone', { zone: browserZone.replace(/_/g, ' ') })}{' '}
            <button type="button" className="button--link" onClick={() => onChange(browserZone)} disabled={disabled}>
              {t('profile.useIt')}
            </button>
          </>
        ) : (
          t('profile.dayCounts')
        )}
      </span>
    </div>
  );
}
