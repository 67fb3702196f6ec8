import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OnboardingMessageKey } from './en';

/** The onboarding in French: vous, warm and plain. */
export const fr: AreaMessages<OnboardingMessageKey> = {
  'onboarding.welcome': 'Bienvenue',
  'onboarding.welcomeText': 'Stillpoint est un lieu calme pour respirer et s’asseoir. Choisissez ce que vous ressentez, et une séance adaptée commence aussitôt.',
  'onboarding.circle': 'Suivez le cercle',
  'onboarding.circleText': 'Le cercle grandit quand vous inspirez et s’adoucit quand vous expirez. Suivez-le, et laissez le comptage de côté.',
  'onboarding.peace': 'Trouvez votre calme',
  'onboarding.peaceText': 'Quelques minutes par jour suffisent. Vos séries et votre historique n’appartiennent qu’à vous, et vous pouvez les désactiver.',
  'onboarding.stepOf': 'Étape {step} sur {count}',
  'onboarding.tellUs': 'Dites-nous pourquoi vous pratiquez',
  'onboarding.tellUsAfter': 'et les suggestions s’y adapteront.',
  'onboarding.skip': 'Passer',
  'onboarding.back': 'Retour',
  'onboarding.next': 'Suivant',
  'onboarding.getStarted': 'Commencer',

  'onboarding.goal': 'Quel est votre objectif principal ?',
  'onboarding.goal.stress': 'Réduire le stress et l’anxiété',
  'onboarding.goal.focus': 'Gagner en concentration et en clarté',
  'onboarding.goal.energy': 'Retrouver de l’énergie',
  'onboarding.goal.sleep': 'Mieux dormir',
  'onboarding.experience': 'Quelle est votre expérience ?',
  'onboarding.experience.beginner': 'Je débute',
  'onboarding.experience.some': 'J’ai essayé quelques fois',
  'onboarding.experience.regular': 'Je pratique régulièrement',
  'onboarding.time': 'De combien de temps disposez-vous la plupart des jours ?',
  'onboarding.time.5min': '5 minutes',
  'onboarding.time.10min': '10 minutes',
  'onboarding.time.15min': '15 minutes ou plus',
  'onboarding.percent': '· {percent}',
  'onboarding.progress': 'Progression de la configuration',
  'onboarding.continue': 'Continuer',
  'onboarding.complete': 'Terminer la configuration',
};
