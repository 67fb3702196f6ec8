import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { SessionMessageKey } from './en';

/** The session screen's own words in Dutch: je, quiet. */
export const nl: AreaMessages<SessionMessageKey> = {
  'session.title': 'Sessie',
  'session.breathing': 'Ademsessie',
  'session.meditation': 'Meditatiesessie',
  'session.awayName.breathing': 'ademsessie',
  'session.awayName.meditation': 'meditatie',
  'session.away.completed': 'Je {name} is tot het einde doorgelopen terwijl de pagina dicht was. Hij staat in je geschiedenis.',
  'session.away.stopped': 'Je {name} is gestopt toen de pagina sloot. De {duration} die je zat, staan in je geschiedenis.',
  'session.away.tooShort': 'Je {name} is gestopt toen de pagina sloot, te vroeg om vast te leggen.',
  'session.storageRefused': 'Opslag vol of niet toegestaan',
  'session.storageRefusedDetail': 'Dit apparaat liet Stillpoint je sessie niet opslaan. Hij wordt verstuurd zodra je online bent: als je deze pagina nu sluit, gaat hij verloren.',
};
