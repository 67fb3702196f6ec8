import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OnboardingMessageKey } from './en';

/** The onboarding in Dutch: je, warm and plain. */
export const nl: AreaMessages<OnboardingMessageKey> = {
  'onboarding.welcome': 'Welkom',
  'onboarding.welcomeText': 'Stillpoint is een rustige plek om te ademen en te zitten. Kies hoe je je voelt en een passende sessie begint meteen.',
  'onboarding.circle': 'Volg de cirkel',
  'onboarding.circleText': 'De cirkel groeit als je inademt en wordt zachter als je uitademt. Adem mee en laat het tellen los.',
  'onboarding.peace': 'Vind je rust',
  'onboarding.peaceText': 'Een paar minuten per dag is genoeg. Je reeksen en geschiedenis zijn alleen van jou, en je kunt ze uitzetten.',
  'onboarding.stepOf': 'Stap {step} van {count}',
  'onboarding.tellUs': 'Vertel ons waarvoor je oefent',
  'onboarding.tellUsAfter': 'en de suggesties volgen dat.',
  'onboarding.skip': 'Overslaan',
  'onboarding.back': 'Terug',
  'onboarding.next': 'Volgende',
  'onboarding.getStarted': 'Aan de slag',

  'onboarding.goal': 'Wat is je belangrijkste doel?',
  'onboarding.goal.stress': 'Minder stress en spanning',
  'onboarding.goal.focus': 'Meer focus en helderheid',
  'onboarding.goal.energy': 'Meer energie',
  'onboarding.goal.sleep': 'Beter slapen',
  'onboarding.experience': 'Hoeveel heb je al geoefend?',
  'onboarding.experience.beginner': 'Ik ben nieuw hierin',
  'onboarding.experience.some': 'Ik heb het een paar keer geprobeerd',
  'onboarding.experience.regular': 'Ik oefen regelmatig',
  'onboarding.time': 'Hoeveel tijd heb je op de meeste dagen?',
  'onboarding.time.5min': '5 minuten',
  'onboarding.time.10min': '10 minuten',
  'onboarding.time.15min': '15 minuten of meer',
  'onboarding.percent': '· {percent}',
  'onboarding.progress': 'Voortgang van het instellen',
  'onboarding.continue': 'Doorgaan',
  'onboarding.complete': 'Instellen afronden',
};
