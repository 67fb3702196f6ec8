import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { MeditationKey } from './meditationWords';

export const fr: AreaMessages<MeditationKey> = {
  'meta.title': 'Minuteur de méditation silencieux',
  'meta.description': 'Un minuteur de méditation gratuit et silencieux : 5, 10, 15 ou 20 minutes ; un bol ouvre le temps, un gong le clôt. Sans compte, rien d’enregistré.',
  'meta.keywords': 'minuteur de méditation silencieux, minuteur de méditation, cloche de méditation, bol chantant, pleine conscience, méditation assise',
  kicker: 'Méditation',
  heading: 'Minuteur de méditation silencieux',
  tagline: 'Asseyez-vous aussi longtemps que vous le souhaitez. Un bol doux ouvre le temps et un gong le clôt ; entre les deux, rien.',
  length: 'Durée',
  option: '{count} min',
  start: 'S’asseoir {count} minutes',
  session: 'Méditation silencieuse de {count} minutes',
  opening: 'Ouverture de l’assise partagée…',
  'how.title': 'Comment s’asseoir',
  'how.posture': 'Asseyez-vous droit et détendu, sur une chaise ou un coussin, les mains au repos.',
  'how.eyes': 'Fermez les yeux, ou posez le regard sur le sol un peu devant vous.',
  'how.sit': 'Quand le bol résonne, restez simplement assis. Chaque fois que vous remarquez que votre esprit s’est égaré, revenez au souffle, avec bienveillance.',
  'how.end': 'Le gong clôt le temps. Prenez un moment avant de vous lever.',
};
