import { useConnection } from '../features/offline/connectionStore';
import { useMessages } from '../i18n/useMessages';

/**
 * In the place of a dialog asked for whose code did not arrive (lazyPart): says why, where a toast shows (the toast
 * region's own code may not have arrived either). Offline, the dialog opens once the connection returns, as it says;
 * closing this withdraws the request. Any other failure (the app was updated meanwhile) needs a reload.
 */
export function PartUnavailable({ onClose }: { readonly onClose: () => void }) {
  const t = useMessages();
  const online = useConnection((state) => state.online);
  return (
    <div className="toast-viewport">
      <div className="toast" role="alert">
        <div className="toast__text">
          <p className="toast__title">{t(online ? 'part.failedTitle' : 'part.offlineTitle')}</p>
          <p className="toast__description">{t(online ? 'part.failedDetail' : 'part.offlineDetail')}</p>
        </div>
        <button type="button" className="toast__close" aria-label={t('common.dismissNotification')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
