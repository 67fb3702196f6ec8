import { create } from 'zustand';

/** How long "Back Online" stays after the connection returns before the banner goes. */
export const BACK_ONLINE_MS = 4000;

interface ConnectionState {
  /** navigator.onLine, kept current by the online and offline events. */
  readonly online: boolean;
  /** The connection came back a moment ago ("Back Online" shows). */
  readonly backOnline: boolean;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** The connection as the browser reports it (the banner, the landing's offline sessions and the selector read it). */
export const useConnection = create<ConnectionState>()(() => ({ online: true, backOnline: false }));

/** Starts following the browser's online and offline events (once; root.tsx on mount). */
export function followConnection(): void {
  if (listening) return;
  listening = true;
  useConnection.setState({ online: navigator.onLine });
  window.addEventListener('offline', () => {
    clearTimeout(timer);
    useConnection.setState({ online: false, backOnline: false });
  });
  window.addEventListener('online', () => {
    useConnection.setState({ online: true, backOnline: true });
    clearTimeout(timer);
    timer = setTimeout(() => useConnection.setState({ backOnline: false }), BACK_ONLINE_MS);
  });
}
