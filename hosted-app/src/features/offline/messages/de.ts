import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OfflineMessageKey } from './en';

/** The offline and install parts in German: du, short. */
export const de: AreaMessages<OfflineMessageKey> = {
  'offline.mode': 'Offline-Modus',
  'offline.backOnline': 'Wieder online',
  'offline.sessions': { one: '{count} Sitzung offline verfügbar', other: '{count} Sitzungen offline verfügbar' },
  'offline.waiting': { one: '{count} abgeschlossene Sitzung wartet auf das Senden', other: '{count} abgeschlossene Sitzungen warten auf das Senden' },
  'offline.unsaved': { one: '{count} nicht auf diesem Gerät gespeichert: Lass diese Seite offen', other: '{count} nicht auf diesem Gerät gespeichert: Lass diese Seite offen' },
  'offline.counting': 'Wird gezählt…',
  'offline.updateRegion': 'App aktualisieren',
  'offline.refreshRegion': 'App neu laden',
  'offline.newVersion': 'Eine neue Version von Stillpoint ist bereit.',
  'offline.refreshText': 'Lade neu, um die neueste Version von Stillpoint zu bekommen.',
  'offline.update': 'Aktualisieren',
  'offline.refresh': 'Neu laden',
  'offline.later': 'Später',
  'offline.close': 'Schließen',
  'offline.installRegion': 'Stillpoint installieren',
  'offline.installText': 'Installiere Stillpoint, um es wie eine App zu öffnen, auch offline.',
  'offline.install': 'Installieren',
  'offline.iosHint': 'Um Stillpoint zu installieren, tippe auf „Teilen“ und dann auf „Zum Home-Bildschirm“.',
  'offline.dismiss': 'Ausblenden',
  'offline.installSection': 'Öffne Stillpoint wie eine App, auch offline.',
  'offline.audioTitle': 'Töne eingeschränkt',
  'offline.audioText': 'Safari kann Töne pausieren, wenn sich der Bildschirm sperrt, und auf dem iPhone kann der Stummschalter sie ausschalten. Lass den Bildschirm während einer Sitzung an, um jeden Hinweis zu hören.',
  'offline.gotIt': 'Verstanden',
  'offline.available': 'Offline verfügbar',
  'offline.none': 'Keine Sitzungen offline gespeichert',
  'offline.free.box': 'Box-Atmung',
  'offline.free.deep-reset': 'Tiefer Neustart',
};
