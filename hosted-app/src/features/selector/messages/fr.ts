import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { RecommendationMessageKey } from './en';

/** A mood's recommendation in French: vous, terms as docs/glossary.md keeps them (cycle, séance, Relâchez et respirez). */
export const fr: AreaMessages<RecommendationMessageKey> = {
  'breathing.box': 'Inspirez pendant 4 secondes, retenez 4, expirez 4 et retenez 4, en suivant le cercle.',
  'breathing.4-7-8': 'Inspirez doucement par le nez pendant 4 secondes, retenez 7, puis expirez lentement par la bouche pendant 8.',
  'breathing.coherent': 'Inspirez pendant 5 secondes et expirez pendant 5, de façon fluide et sans pause.',
  'breathing.1-2-ratio': 'Inspirez pendant 4 secondes et expirez pendant 8, doucement, comme à travers une paille.',
  'breathing.physiological-sigh': 'Inspirez par le nez, ajoutez une deuxième courte gorgée d’air, puis laissez tout sortir en une longue expiration par la bouche.',
  'breathing.step-down': 'Inspirez et expirez pendant 8 secondes chacune, une seconde de moins tous les deux cycles, jusqu’à 4.',
  'breathing.tidal': 'Respirez tranquillement, 3 secondes à l’inspiration et 3 à l’expiration, en remarquant simplement chaque respiration.',
  'breathing.humming-exhale': 'Inspirez par le nez pendant 4 secondes, puis fredonnez doucement en expirant pendant 6.',
  'breathing.deep-reset':
    'Assis ou allongé, prenez 30 respirations pleines et rapides, retenez votre souffle après la dernière expiration jusqu’à ce que vous touchiez « Relâchez et respirez », puis prenez une profonde respiration de récupération ; trois cycles. Jamais dans l’eau ni en conduisant.',
  'meditation.tm': 'Après quelques minutes de respiration lente, asseyez-vous les yeux fermés et répétez intérieurement un mot apaisant, en y revenant chaque fois que votre esprit s’égare.',
  'meditation.zen': 'Asseyez-vous droit et immobile, les yeux mi-clos, en comptant vos respirations de un à dix et en recommençant quand vous perdez le compte.',
  'meditation.quick': 'Asseyez-vous confortablement, posez votre attention sur le souffle et revenez-y chaque fois que l’esprit s’égare.',
  'meditation.body-scan': 'Allongez-vous ou asseyez-vous confortablement et faites remonter lentement votre attention des orteils jusqu’au sommet de la tête, en remarquant sans rien changer.',
  'meditation.anchor-switching': 'Posez votre attention sur le souffle, les sons ou le corps, et déplacez-la vers l’ancrage suivant chaque fois qu’une consigne apparaît.',
  'meditation.emotion-surfing': 'Remarquez ce que vous ressentez et où cela se loge dans le corps, et regardez-le monter et retomber comme une vague, sans le repousser.',
  'meditation.mental-labeling': 'Notez chaque pensée, son ou sensation d’un mot doux comme « pensée » ou « entendre », puis revenez au souffle.',
  'meditation.gaze-meditation': 'Posez doucement votre regard sur un seul point, en clignant des yeux quand vous en avez besoin, et revenez-y quand l’esprit s’égare.',
  'meditation.open-awareness': 'Laissez l’attention reposer, grande ouverte aux sons, aux sensations et aux pensées, en remarquant chacun à mesure qu’il vient et s’en va.',
  'meditation.walking-meditation': 'Marchez lentement et sentez chaque pas : le pied qui se lève, avance et se pose.',
  'length.lasts': { one: 'La séance dure {count} minute.', other: 'La séance dure {count} minutes.' },
  'length.keepGoing': { one: 'Continuez pendant {count} minute ; la séance s’arrête d’elle-même.', other: 'Continuez pendant {count} minutes ; la séance s’arrête d’elle-même.' },
  'length.threeRounds': { one: 'Trois cycles, environ {count} minute.', other: 'Trois cycles, environ {count} minutes.' },
  'length.rounds': { one: '{rounds}, environ {count} minute.', other: '{rounds}, environ {count} minutes.' },
  'length.roundCount': { one: '{count} cycle', other: '{count} cycles' },
};
