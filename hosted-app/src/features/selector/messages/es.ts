import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { RecommendationMessageKey } from './en';

/** A mood's recommendation in Spanish: tú, terms as docs/glossary.md keeps them (ronda, sesión, Suelta y respira). */
export const es: AreaMessages<RecommendationMessageKey> = {
  'breathing.box': 'Inhala durante 4 segundos, retén 4, exhala 4 y retén 4, siguiendo el círculo.',
  'breathing.4-7-8': 'Inhala en silencio por la nariz durante 4 segundos, retén 7 y exhala despacio por la boca durante 8.',
  'breathing.coherent': 'Inhala durante 5 segundos y exhala durante 5, con fluidez y sin pausas.',
  'breathing.1-2-ratio': 'Inhala durante 4 segundos y exhala durante 8, con suavidad, como a través de una pajita.',
  'breathing.physiological-sigh': 'Inhala por la nariz, añade un segundo sorbo corto de aire y luego suéltalo todo en una exhalación larga por la boca.',
  'breathing.step-down': 'Inhala y exhala durante 8 segundos cada vez, un segundo menos cada dos rondas, hasta llegar a 4.',
  'breathing.tidal': 'Respira con calma, 3 segundos al inhalar y 3 al exhalar, y solo nota cada respiración.',
  'breathing.humming-exhale': 'Inhala por la nariz durante 4 segundos y luego tararea suavemente mientras exhalas durante 6.',
  'breathing.deep-reset':
    'Sentado o tumbado, haz 30 respiraciones completas y rápidas, retén la respiración tras la última exhalación hasta que toques «Suelta y respira» y luego haz una respiración profunda de recuperación; tres rondas. Nunca en el agua ni conduciendo.',
  'meditation.tm': 'Tras unos minutos de respiración lenta, siéntate con los ojos cerrados y repite en silencio una palabra tranquilizadora, volviendo a ella cada vez que te distraigas.',
  'meditation.zen': 'Siéntate erguido e inmóvil, con los ojos entornados, contando las respiraciones del uno al diez y volviendo a empezar cuando pierdas la cuenta.',
  'meditation.quick': 'Siéntate cómodamente, deja reposar la atención en la respiración y vuelve a ella cada vez que la mente se distraiga.',
  'meditation.body-scan': 'Túmbate o siéntate cómodamente y lleva la atención despacio desde los dedos de los pies hasta la coronilla, notando sin cambiar nada.',
  'meditation.anchor-switching': 'Deja reposar la atención en la respiración, los sonidos o el cuerpo, y llévala a la siguiente ancla cada vez que aparezca una indicación.',
  'meditation.emotion-surfing': 'Nota lo que sientes y dónde se aloja en el cuerpo, y observa cómo sube y baja como una ola, sin apartarlo.',
  'meditation.mental-labeling': 'Nota cada pensamiento, sonido o sensación con una palabra suave como «pensar» u «oír», y luego vuelve a la respiración.',
  'meditation.gaze-meditation': 'Deja descansar la mirada con suavidad en un solo punto, parpadeando cuando lo necesites, y vuelve a él cuando la mente se distraiga.',
  'meditation.open-awareness': 'Deja que la atención descanse completamente abierta a sonidos, sensaciones y pensamientos, notando cada uno mientras llega y se va.',
  'meditation.walking-meditation': 'Camina despacio y siente cada paso: cómo el pie se levanta, avanza y se apoya.',
  'length.lasts': { one: 'La sesión dura {count} minuto.', other: 'La sesión dura {count} minutos.' },
  'length.keepGoing': { one: 'Sigue durante {count} minuto; la sesión termina sola.', other: 'Sigue durante {count} minutos; la sesión termina sola.' },
  'length.threeRounds': { one: 'Tres rondas, alrededor de {count} minuto.', other: 'Tres rondas, unos {count} minutos.' },
  'length.rounds': { one: '{rounds}, alrededor de {count} minuto.', other: '{rounds}, unos {count} minutos.' },
  'length.roundCount': { one: '{count} ronda', other: '{count} rondas' },
};
