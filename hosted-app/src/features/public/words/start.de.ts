import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { StartKey } from './startWords';

export const de: AreaMessages<StartKey> = {
  'meta.title': 'Hier anfangen: eine einfache Anleitung',
  'meta.description': 'Eine Fünf-Minuten-Anleitung für Atemübungen und Meditation: Übung wählen, bequem hinsetzen, eine kurze Sitzung ausprobieren, klein anfangen.',
  'meta.keywords': 'meditieren lernen, Atemübungen für Anfänger, Einstieg, erste Meditation',
  heading: 'Hier anfangen',
  lede: 'Fünf Minuten, ein Stuhl und ein Handy oder Computer. Mehr braucht eine erste Sitzung nicht.',
  'pick.title': '1. Atmen oder sitzen',
  'pick.text':
    'Wenn dein Kopf voll oder dein Körper angespannt ist, beginne mit <b>Atmen</b>: Einer Zählung zu folgen gibt der Aufmerksamkeit etwas zum Festhalten. Wenn du dich schon recht ruhig fühlst, probier <b>Meditation</b>: ein paar Minuten still sitzen, mit einem Klang am Ende.',
  'pick.breathwork': 'Was ist Atemarbeit? (Englisch)',
  'pick.breathworkText': 'Die Techniken und wie du eine wählst.',
  'pick.meditation': 'Was ist Meditation? (Englisch)',
  'pick.meditationText': 'Sitzpraxis ohne Geheimnis.',
  'position.title': '2. Finde eine bequeme Haltung',
  'position.text':
    'Sitz aufrecht auf einem Stuhl, die Füße auf dem Boden, oder leg dich hin, wenn du vor dem Schlafen übst. Lass die Schultern sinken. Atme durch die Nase, wenn eine Technik nichts anderes sagt.',
  'try.title': '3. Probier eine kurze Sitzung',
  'try.text':
    'Auf der <home>Startseite</home> kannst du sofort Box-Atmung (zwei Minuten) oder einen physiologischen Seufzer (etwa eine Minute) ausprobieren, ganz ohne Konto. Folge dem Kreis: Er wächst beim Einatmen und wird beim Ausatmen kleiner. Nichts wird gespeichert.',
  'small.title': '4. Fang klein an',
  'small.text':
    'Ein paar Minuten an den meisten Tagen bewirken mehr als eine lange Sitzung einmal die Woche. Wenn dir eine Zählung zu lang ist, verkürze sie; wenn dir schwindelig wird, hör auf und atme normal. Es gibt keinen falschen Weg, eine Weile still zu sitzen.',
  'more.title': '5. Wenn du mehr willst',
  'more.text':
    'Mit einem Konto bekommst du alle neun Atemtechniken, den Meditations-Editor, gespeicherte Sitzungen und einen Verlauf deiner Praxis. Es beginnt mit 14 Tagen kostenlos.',
  'more.reading':
    'Zum Weiterlesen: der kostenlose <calmkit>CalmKit-Leitfaden</calmkit> (ein PDF mit Techniken zum Behalten), worauf du bei <apps>einer minimalistischen Meditations-App</apps> achten solltest und wie Stillpoint im Vergleich zu <calm>Calm</calm> und <headspace>Headspace</headspace> abschneidet (Englisch).',
  'learn.breathwork': 'Mehr über Atemarbeit',
  'learn.meditation': 'Mehr über Meditation',
};
