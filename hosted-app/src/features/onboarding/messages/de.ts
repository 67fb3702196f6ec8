import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OnboardingMessageKey } from './en';

/** The onboarding in German: du, warm and plain. */
export const de: AreaMessages<OnboardingMessageKey> = {
  'onboarding.welcome': 'Willkommen',
  'onboarding.welcomeText': 'Stillpoint ist ein stiller Ort zum Atmen und Sitzen. Wähle, wie du dich fühlst, und eine passende Sitzung beginnt sofort.',
  'onboarding.circle': 'Folge dem Kreis',
  'onboarding.circleText': 'Der Kreis wächst, wenn du einatmest, und wird weich, wenn du ausatmest. Atme mit ihm und lass das Zählen los.',
  'onboarding.peace': 'Finde deine Ruhe',
  'onboarding.peaceText': 'Ein paar Minuten am Tag genügen. Deine Serien und dein Verlauf gehören nur dir, und du kannst sie ausschalten.',
  'onboarding.stepOf': 'Schritt {step} von {count}',
  'onboarding.tellUs': 'Erzähl uns, wofür du übst',
  'onboarding.tellUsAfter': 'und die Vorschläge richten sich danach.',
  'onboarding.skip': 'Überspringen',
  'onboarding.back': 'Zurück',
  'onboarding.next': 'Weiter',
  'onboarding.getStarted': 'Los geht’s',

  'onboarding.goal': 'Was ist dein wichtigstes Ziel?',
  'onboarding.goal.stress': 'Stress und Anspannung abbauen',
  'onboarding.goal.focus': 'Fokus und Klarheit stärken',
  'onboarding.goal.energy': 'Mehr Energie gewinnen',
  'onboarding.goal.sleep': 'Besser schlafen',
  'onboarding.experience': 'Wie viel hast du schon geübt?',
  'onboarding.experience.beginner': 'Ich bin neu dabei',
  'onboarding.experience.some': 'Ich habe es ein paarmal ausprobiert',
  'onboarding.experience.regular': 'Ich übe regelmäßig',
  'onboarding.time': 'Wie viel Zeit hast du an den meisten Tagen?',
  'onboarding.time.5min': '5 Minuten',
  'onboarding.time.10min': '10 Minuten',
  'onboarding.time.15min': '15 Minuten oder mehr',
  'onboarding.percent': '· {percent}',
  'onboarding.progress': 'Fortschritt der Einrichtung',
  'onboarding.continue': 'Weiter',
  'onboarding.complete': 'Einrichtung abschließen',
};
