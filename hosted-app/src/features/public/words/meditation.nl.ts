import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { MeditationKey } from './meditationWords';

export const nl: AreaMessages<MeditationKey> = {
  'meta.title': 'Stille meditatietimer',
  'meta.description': 'Een gratis, stille meditatietimer: kies 5, 10, 15 of 20 minuten; een klankschaal opent de tijd en een gong sluit hem af. Geen account, niets opgeslagen.',
  'meta.keywords': 'stille meditatietimer, meditatietimer, meditatiebel, klankschaal, mindfulness, zitmeditatie',
  kicker: 'Meditatie',
  heading: 'Stille meditatietimer',
  tagline: 'Zit zo lang als je wilt. Een zachte klankschaal opent de tijd en een gong sluit hem af; daartussen niets.',
  length: 'Lengte',
  option: '{count} min',
  start: '{count} minuten zitten',
  session: '{count} minuten stille meditatie',
  opening: 'Het gedeelde zitten wordt geopend…',
  'how.title': 'Zo zit je',
  'how.posture': 'Zit rechtop en ontspannen, op een stoel of een kussen, je handen rustend.',
  'how.eyes': 'Sluit je ogen, of laat je blik rusten op de vloer een stukje voor je.',
  'how.sit': 'Als de klankschaal klinkt, zit je gewoon. Telkens als je merkt dat je gedachten zijn afgedwaald, keer je vriendelijk terug naar de adem.',
  'how.end': 'De gong sluit de tijd af. Neem even de tijd voor je opstaat.',
};
