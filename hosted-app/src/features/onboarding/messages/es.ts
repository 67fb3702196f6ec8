import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OnboardingMessageKey } from './en';

/** The onboarding in Spanish: tú, warm and plain. */
export const es: AreaMessages<OnboardingMessageKey> = {
  'onboarding.welcome': 'Te damos la bienvenida',
  'onboarding.welcomeText': 'Stillpoint es un lugar tranquilo para respirar y sentarte. Elige cómo te sientes y una sesión a tu medida empieza al instante.',
  'onboarding.circle': 'Sigue el círculo',
  'onboarding.circleText': 'El círculo crece al inhalar y se suaviza al exhalar. Acompáñalo y olvídate de contar.',
  'onboarding.peace': 'Encuentra tu calma',
  'onboarding.peaceText': 'Unos minutos al día bastan. Tus rachas y tu historial son solo tuyos, y puedes desactivarlos.',
  'onboarding.stepOf': 'Paso {step} de {count}',
  'onboarding.tellUs': 'Cuéntanos para qué practicas',
  'onboarding.tellUsAfter': 'y las sugerencias se adaptarán a ello.',
  'onboarding.skip': 'Saltar',
  'onboarding.back': 'Atrás',
  'onboarding.next': 'Siguiente',
  'onboarding.getStarted': 'Empezar',

  'onboarding.goal': '¿Cuál es tu objetivo principal?',
  'onboarding.goal.stress': 'Reducir el estrés y la ansiedad',
  'onboarding.goal.focus': 'Mejorar la concentración y la claridad',
  'onboarding.goal.energy': 'Ganar energía',
  'onboarding.goal.sleep': 'Dormir mejor',
  'onboarding.experience': '¿Cuánto has practicado?',
  'onboarding.experience.beginner': 'Es algo nuevo para mí',
  'onboarding.experience.some': 'Lo he probado algunas veces',
  'onboarding.experience.regular': 'Practico con regularidad',
  'onboarding.time': '¿Cuánto tiempo tienes la mayoría de los días?',
  'onboarding.time.5min': '5 minutos',
  'onboarding.time.10min': '10 minutos',
  'onboarding.time.15min': '15 minutos o más',
  'onboarding.percent': '· {percent}',
  'onboarding.progress': 'Progreso de la configuración',
  'onboarding.continue': 'Continuar',
  'onboarding.complete': 'Terminar la configuración',
};
