import { Tooltip } from '../../ui/Tooltip';
import { useMessages } from '../../i18n/useMessages';

/** The privacy tooltip (core-app.md §2, "Other"): "Privacy Protected", and what that means here. */
export default function PrivacyNote() {
  const t = useMessages();
  return (
    <Tooltip content={t('shell.privacyDetail')}>
      <button type="button" className="privacy-note">
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path className="privacy-note__shield" d="M10 2 3.5 4.5v5c0 4 2.8 7.3 6.5 8.5 3.7-1.2 6.5-4.5 6.5-8.5v-5Z" />
        </svg>
        {t('shell.privacy')}
      </button>
    </Tooltip>
  );
}
