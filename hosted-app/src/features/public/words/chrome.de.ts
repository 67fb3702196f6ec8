import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { ChromeKey } from './chromeWords';
import { completionDe } from '../../../i18n/completion/de';

export const de: AreaMessages<ChromeKey> = {
  'header.signIn': 'Anmelden',
  'footer.start': 'Hier anfangen',
  'footer.why': 'Warum Stillpoint',
  'footer.calmkit': 'CalmKit-Leitfaden',
  'footer.minimalist': 'Minimalistische Apps',
  'footer.calm': 'Alternative zu Calm',
  'footer.headspace': 'Alternative zu Headspace',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'AGB',
  'footer.imprint': 'Impressum',
  'footer.contact': 'Kontakt',
  'footer.note': 'Stillpoint: ein ruhiger Timer für Atemübungen und Meditation. Keine medizinische Beratung. Betrieben von {operator}.',
  'footer.languages': 'Sprache',
  'trial.start': 'Jetzt 14 Tage kostenlos testen',
  'trial.tryFree': 'Kostenlos testen',
  'trial.tryStillpoint': 'Stillpoint kostenlos testen',
  'trial.openApp': 'Stillpoint öffnen',
  'visitor.nothingRecorded': 'Kein Konto nötig. Nichts wird gespeichert.',
  'visitor.session': 'Sitzung: {name}',
  'island.ready': 'Die Sitzung wird vorbereitet …',
  'island.failed': 'Die Sitzung konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
  'island.back': 'Zurück',
  ...completionDe,
};
