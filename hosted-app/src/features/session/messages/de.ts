import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { SessionMessageKey } from './en';

/** The session screen's own words in German: du, quiet. */
export const de: AreaMessages<SessionMessageKey> = {
  'session.title': 'Sitzung',
  'session.breathing': 'Atemübung',
  'session.meditation': 'Meditation',
  'session.awayName.breathing': 'Atemübung',
  'session.awayName.meditation': 'Meditation',
  'session.away.completed': '„{name}“ ist zu Ende gelaufen, während die Seite geschlossen war. Die Sitzung steht in deinem Verlauf.',
  'session.away.stopped': '„{name}“ hat aufgehört, als die Seite geschlossen wurde. Die {duration}, die du gesessen hast, stehen in deinem Verlauf.',
  'session.away.tooShort': '„{name}“ hat aufgehört, als die Seite geschlossen wurde, zu früh, um sie zu erfassen.',
  'session.storageRefused': 'Speicher voll oder nicht erlaubt',
  'session.storageRefusedDetail': 'Dieses Gerät hat Stillpoint deine Sitzung nicht speichern lassen. Sie wird gesendet, sobald du online bist: Wenn du diese Seite jetzt schließt, geht sie verloren.',
};
