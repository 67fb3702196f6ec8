import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { ChromeKey } from './chromeWords';
import { completionFr } from '../../../i18n/completion/fr';

export const fr: AreaMessages<ChromeKey> = {
  'header.signIn': 'Se connecter',
  'footer.start': 'Commencer ici',
  'footer.why': 'Pourquoi Stillpoint',
  'footer.calmkit': 'Guide CalmKit',
  'footer.minimalist': 'Applis minimalistes',
  'footer.calm': 'Alternative à Calm',
  'footer.headspace': 'Alternative à Headspace',
  'footer.privacy': 'Confidentialité',
  'footer.terms': 'Conditions',
  'footer.imprint': 'Mentions légales',
  'footer.contact': 'Contact',
  'footer.note': 'Stillpoint : un minuteur calme pour la respiration et la méditation. Pas un avis médical. Édité par {operator}.',
  'footer.languages': 'Langue',
  'trial.start': 'Essai gratuit de 14 jours',
  'trial.tryFree': 'Essai gratuit',
  'trial.tryStillpoint': 'Essayer Stillpoint gratuitement',
  'trial.openApp': 'Ouvrir Stillpoint',
  'visitor.nothingRecorded': 'Aucun compte nécessaire. Rien n’est enregistré.',
  'visitor.session': 'Séance : {name}',
  'island.ready': 'Préparation de la séance…',
  'island.failed': 'La séance n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  'island.back': 'Retour',
  ...completionFr,
};
