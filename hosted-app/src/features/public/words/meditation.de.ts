import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { MeditationKey } from './meditationWords';

export const de: AreaMessages<MeditationKey> = {
  'meta.title': 'Stiller Meditationstimer',
  'meta.description': 'Ein kostenloser, stiller Meditationstimer: Wähle 5, 10, 15 oder 20 Minuten; eine Klangschale beginnt, ein Gong beendet. Ohne Konto, ohne Anleitung.',
  'meta.keywords': 'stiller Meditationstimer, Meditationstimer, Meditationsglocke, Klangschale, Achtsamkeit, Sitzmeditation',
  kicker: 'Meditation',
  heading: 'Stiller Meditationstimer',
  tagline: 'Sitz so lange, wie du möchtest. Eine sanfte Klangschale beginnt die Zeit und ein Gong beschließt sie; dazwischen nichts.',
  length: 'Länge',
  option: '{count} Min.',
  start: '{count} Minuten sitzen',
  session: '{count} Minuten stille Meditation',
  opening: 'Das geteilte Sitzen wird geöffnet…',
  'how.title': 'So sitzt du',
  'how.posture': 'Sitz aufrecht und entspannt, auf einem Stuhl oder einem Kissen, die Hände ruhen.',
  'how.eyes': 'Schließ die Augen oder lass den Blick ein Stück vor dir auf dem Boden ruhen.',
  'how.sit': 'Wenn die Klangschale ertönt, sitz einfach. Jedes Mal, wenn du merkst, dass deine Gedanken abgeschweift sind, kehr freundlich zum Atem zurück.',
  'how.end': 'Der Gong beschließt die Zeit. Nimm dir einen Moment, bevor du aufstehst.',
};
