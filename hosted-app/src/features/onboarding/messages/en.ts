import type { Message } from '@stillpoint/sdk/catalog';

/** The onboarding's words in English (the first-visit overlay and the three questions): the source of the keys. */
export const en = {
  'onboarding.welcome': 'Welcome',
  'onboarding.welcomeText': 'Stillpoint is a quiet place to breathe and sit. Choose how you feel, and a session that fits starts at once.',
  'onboarding.circle': 'Follow the Circle',
  'onboarding.circleText': 'The circle grows as you breathe in and softens as you breathe out. Match it, and let the counting go.',
  'onboarding.peace': 'Find Your Peace',
  'onboarding.peaceText': 'A few minutes a day is enough. Your streaks and history are yours alone, and you can turn them off.',
  'onboarding.stepOf': 'Step {step} of {count}',
  'onboarding.tellUs': 'Tell us what you practise for',
  'onboarding.tellUsAfter': 'and suggestions will follow it.',
  'onboarding.skip': 'Skip',
  'onboarding.back': 'Back',
  'onboarding.next': 'Next',
  'onboarding.getStarted': 'Get Started',

  'onboarding.goal': 'What is your main goal?',
  'onboarding.goal.stress': 'Reduce stress & anxiety',
  'onboarding.goal.focus': 'Improve focus & clarity',
  'onboarding.goal.energy': 'Boost energy levels',
  'onboarding.goal.sleep': 'Better sleep quality',
  'onboarding.experience': 'How much have you practised?',
  'onboarding.experience.beginner': 'New to this',
  'onboarding.experience.some': 'I have tried it a few times',
  'onboarding.experience.regular': 'I practise regularly',
  'onboarding.time': 'How much time do you have most days?',
  'onboarding.time.5min': '5 minutes',
  'onboarding.time.10min': '10 minutes',
  'onboarding.time.15min': '15 minutes or more',
  'onboarding.percent': '· {percent}',
  'onboarding.progress': 'Setup progress',
  'onboarding.continue': 'Continue',
  'onboarding.complete': 'Complete Setup',
} as const satisfies Record<string, Message>;

export type OnboardingMessageKey = keyof typeof en;
