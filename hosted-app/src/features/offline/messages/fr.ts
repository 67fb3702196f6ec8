import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OfflineMessageKey } from './en';

/** The offline and install parts in French: vous, short. */
export const fr: AreaMessages<OfflineMessageKey> = {
  'offline.mode': 'Mode hors ligne',
  'offline.backOnline': 'De nouveau en ligne',
  'offline.sessions': { one: '{count} séance disponible hors ligne', other: '{count} séances disponibles hors ligne' },
  'offline.waiting': { one: '{count} séance terminée en attente d’envoi', other: '{count} séances terminées en attente d’envoi' },
  'offline.unsaved': { one: '{count} séance non enregistrée sur cet appareil : gardez cette page ouverte', other: '{count} séances non enregistrées sur cet appareil : gardez cette page ouverte' },
  'offline.counting': 'Comptage…',
  'offline.updateRegion': 'Mettre à jour l’application',
  'offline.refreshRegion': 'Actualiser l’application',
  'offline.newVersion': 'Une nouvelle version de Stillpoint est prête.',
  'offline.refreshText': 'Actualisez pour obtenir la dernière version de Stillpoint.',
  'offline.update': 'Mettre à jour',
  'offline.refresh': 'Actualiser',
  'offline.later': 'Plus tard',
  'offline.close': 'Fermer',
  'offline.installRegion': 'Installer Stillpoint',
  'offline.installText': 'Installez Stillpoint pour l’ouvrir comme une application, même hors ligne.',
  'offline.install': 'Installer',
  'offline.iosHint': 'Pour installer Stillpoint, touchez Partager, puis Sur l’écran d’accueil.',
  'offline.dismiss': 'Masquer',
  'offline.installSection': 'Ouvrez Stillpoint comme une application, même hors ligne.',
  'offline.audioTitle': 'Sons limités',
  'offline.audioText': 'Safari peut interrompre les sons quand l’écran se verrouille, et sur iPhone le bouton silence peut les couper. Gardez l’écran allumé pendant une séance pour entendre chaque signal.',
  'offline.gotIt': 'Compris',
  'offline.available': 'Disponible hors ligne',
  'offline.none': 'Aucune séance enregistrée hors ligne',
  'offline.free.box': 'Respiration carrée',
  'offline.free.deep-reset': 'Remise à zéro profonde',
};
