import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OfflineMessageKey } from './en';

/** The offline and install parts in Dutch: je, short. */
export const nl: AreaMessages<OfflineMessageKey> = {
  'offline.mode': 'Offlinemodus',
  'offline.backOnline': 'Weer online',
  'offline.sessions': { one: '{count} sessie offline beschikbaar', other: '{count} sessies offline beschikbaar' },
  'offline.waiting': { one: '{count} voltooide sessie wacht om verstuurd te worden', other: '{count} voltooide sessies wachten om verstuurd te worden' },
  'offline.unsaved': { one: '{count} niet op dit apparaat opgeslagen: laat deze pagina open', other: '{count} niet op dit apparaat opgeslagen: laat deze pagina open' },
  'offline.counting': 'Tellen…',
  'offline.updateRegion': 'De app bijwerken',
  'offline.refreshRegion': 'De app vernieuwen',
  'offline.newVersion': 'Er staat een nieuwe versie van Stillpoint klaar.',
  'offline.refreshText': 'Vernieuw om de nieuwste versie van Stillpoint te krijgen.',
  'offline.update': 'Bijwerken',
  'offline.refresh': 'Vernieuwen',
  'offline.later': 'Later',
  'offline.close': 'Sluiten',
  'offline.installRegion': 'Stillpoint installeren',
  'offline.installText': 'Installeer Stillpoint om het als een app te openen, ook offline.',
  'offline.install': 'Installeren',
  'offline.iosHint': 'Tik op Deel en dan op Zet op beginscherm om Stillpoint te installeren.',
  'offline.dismiss': 'Verbergen',
  'offline.installSection': 'Open Stillpoint als een app, ook offline.',
  'offline.audioTitle': 'Geluidsmeldingen beperkt',
  'offline.audioText': 'Safari kan geluiden pauzeren als het scherm vergrendelt, en op de iPhone kan de stilteschakelaar ze dempen. Laat het scherm aan tijdens een sessie om elk signaal te horen.',
  'offline.gotIt': 'Begrepen',
  'offline.available': 'Offline beschikbaar',
  'offline.none': 'Geen sessies offline opgeslagen',
  'offline.free.box': 'Box-ademhaling',
  'offline.free.deep-reset': 'Diepe reset',
};
