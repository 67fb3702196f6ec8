import { loadForThisPage, pageWords } from '../pageWords';
import { completionEn } from '../../../i18n/completion/en';

/** The words every public page shares (header, footer, the trial's buttons), in English; the other languages beside it. */
const en = {
  'header.signIn': 'Sign In',
  'footer.start': 'Start here',
  'footer.why': 'Why Stillpoint',
  'footer.calmkit': 'CalmKit guide',
  'footer.minimalist': 'Minimalist apps',
  'footer.calm': 'Calm alternative',
  'footer.headspace': 'Headspace alternative',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.imprint': 'Imprint',
  'footer.contact': 'Contact',
  'footer.note': 'Stillpoint: a quiet breathing and meditation timer. Not medical advice. Run by {operator}.',
  'footer.languages': 'Language',
  'trial.start': 'Start your 14-day free trial',
  'trial.tryFree': 'Try Free',
  'trial.tryStillpoint': 'Try Stillpoint Free',
  'trial.openApp': 'Open Stillpoint',
  'visitor.nothingRecorded': 'No account needed. Nothing is recorded.',
  'visitor.session': '{name} session',
  'island.ready': 'Getting the session ready…',
  'island.failed': 'The session could not load. Check your connection and try again.',
  'island.back': 'Back',
  ...completionEn,
} as const;

export type ChromeKey = keyof typeof en;

export const chromeEnglish = en;

export const chromeWords = pageWords<ChromeKey>(en, {
  de: async () => (await import('./chrome.de')).de,
  nl: async () => (await import('./chrome.nl')).nl,
  fr: async () => (await import('./chrome.fr')).fr,
  es: async () => (await import('./chrome.es')).es,
});

await loadForThisPage(chromeWords);
