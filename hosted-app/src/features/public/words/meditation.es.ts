import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { MeditationKey } from './meditationWords';

export const es: AreaMessages<MeditationKey> = {
  'meta.title': 'Temporizador de meditación silencioso',
  'meta.description': 'Un temporizador de meditación gratuito y silencioso: elige 5, 10, 15 o 20 minutos; un cuenco abre el tiempo y un gong lo cierra. Sin cuenta, nada guardado.',
  'meta.keywords': 'temporizador de meditación silencioso, temporizador de meditación, campana de meditación, cuenco tibetano, atención plena, meditación sentada',
  kicker: 'Meditación',
  heading: 'Temporizador de meditación silencioso',
  tagline: 'Siéntate el tiempo que elijas. Un cuenco suave abre el tiempo y un gong lo cierra; en medio, nada.',
  length: 'Duración',
  option: '{count} min',
  start: 'Empezar: {count} minutos',
  session: 'Meditación silenciosa de {count} minutos',
  opening: 'Abriendo la sesión compartida…',
  'how.title': 'Cómo sentarte',
  'how.posture': 'Siéntate erguido y a gusto, en una silla o un cojín, con las manos en reposo.',
  'how.eyes': 'Cierra los ojos o deja descansar la mirada en el suelo, un poco por delante.',
  'how.sit': 'Cuando suene el cuenco, simplemente siéntate. Cada vez que notes que tu mente se ha ido, vuelve a la respiración con amabilidad.',
  'how.end': 'El gong cierra el tiempo. Tómate un momento antes de levantarte.',
};
