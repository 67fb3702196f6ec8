import type { SavedSession } from '@stillpoint/api/contract';
import { useMessages } from '../../i18n/useMessages';
import { useStartSession } from '../session/sessionRequest';
import { savedSessionRequest } from './savedSessionRequest';

/** One saved session in a one-tap list (recent sessions, sessions available offline): its name and kind; a tap runs it. */
export function SavedSessionItem({ session }: { readonly session: SavedSession }) {
  const startSession = useStartSession();
  const t = useMessages();
  return (
    <li>
      <button type="button" className="recent-item" onClick={() => startSession(savedSessionRequest(session))}>
        <span className="recent-item__name">{session.name}</span>
        <span className="recent-item__kind">{t(session.type === 'breathing' ? 'quick.breathing' : 'quick.meditation')}</span>
      </button>
    </li>
  );
}
