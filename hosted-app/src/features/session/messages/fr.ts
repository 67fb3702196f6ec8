import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { SessionMessageKey } from './en';

/** The session screen's own words in French: vous, quiet. */
export const fr: AreaMessages<SessionMessageKey> = {
  'session.title': 'Séance',
  'session.breathing': 'Séance de respiration',
  'session.meditation': 'Séance de méditation',
  'session.awayName.breathing': 'séance de respiration',
  'session.awayName.meditation': 'méditation',
  'session.away.completed': '« {name} » est allée jusqu’au bout pendant que la page était fermée. Elle figure dans votre historique.',
  'session.away.stopped': '« {name} » s’est arrêtée à la fermeture de la page. Les {duration} de pratique figurent dans votre historique.',
  'session.away.tooShort': '« {name} » s’est arrêtée à la fermeture de la page, trop tôt pour être enregistrée.',
  'session.storageRefused': 'Stockage plein ou non autorisé',
  'session.storageRefusedDetail': 'Cet appareil n’a pas laissé Stillpoint enregistrer votre séance. Elle sera envoyée dès que vous serez en ligne : fermer cette page maintenant la perdrait.',
};
