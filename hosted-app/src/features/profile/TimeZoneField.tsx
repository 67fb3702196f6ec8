import { useId } from 'react';

/** The zones the browser knows (the API accepts these), plus UTC. */
const ZONES = ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])];

/** The time zone the streaks are counted in; the browser's own is offered first when it differs. */
export function TimeZoneField({ value, onChange, disabled }: { readonly value: string; onChange(zone: string): void; readonly disabled?: boolean }) {
  const id = useId();
  const hintId = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="field">
      <label htmlFor={id}>Time zone for streaks</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} aria-describedby={hintId}>
        {ZONES.includes(value) ? null : <option value={value}>{value}</option>}
        {ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <span id={hintId} className="hint">
        {browserZone && browserZone !== value ? (
          <>
            This device is in {browserZone.replace(/_/g, ' ')}.{' '}
            <button type="button" className="button--link" onClick={() => onChange(browserZone)} disabled={disabled}>
              Use it
            </button>
          </>
        ) : (
          'A day counts from midnight to midnight here.'
        )}
      </span>
    </div>
  );
}
