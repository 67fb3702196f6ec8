import { create } from 'zustand';

/** Chromium's beforeinstallprompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser offers installing the app (commercial.md §4: the installable flag). */
  readonly installable: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

export const useInstall = create<InstallState>()(() => ({ installable: false }));

/**
 * Keeps the browser's install offer for the Install action (the profile) and the hint: the event comes early,
 * so root.tsx starts listening on mount. Installing (here or from the browser's menu) ends the offer.
 */
export function captureInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    useInstall.setState({ installable: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    useInstall.setState({ installable: false });
  });
}

/** Shows the browser's install dialog; the offer is used up either way (the browser offers it again later if it will). */
export async function installApp(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = null;
  useInstall.setState({ installable: false });
  await offer.prompt();
  await offer.userChoice.catch(() => undefined);
}
