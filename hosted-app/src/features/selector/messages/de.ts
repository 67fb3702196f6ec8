import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { RecommendationMessageKey } from './en';

/** A mood's recommendation in German: du, terms as docs/glossary.md keeps them (Runde, Sitzung, Loslassen & atmen). */
export const de: AreaMessages<RecommendationMessageKey> = {
  'breathing.box': 'Atme 4 Sekunden ein, halte 4, atme 4 aus, halte 4 und folge dabei dem Kreis.',
  'breathing.4-7-8': 'Atme 4 Sekunden leise durch die Nase ein, halte 7 und atme 8 Sekunden langsam durch den Mund aus.',
  'breathing.coherent': 'Atme 5 Sekunden ein und 5 aus, fließend und ohne Pause.',
  'breathing.1-2-ratio': 'Atme 4 Sekunden ein und 8 aus, sanft, wie durch einen Strohhalm.',
  'breathing.physiological-sigh': 'Atme durch die Nase ein, nimm obendrauf einen zweiten kurzen Schluck Luft und lass dann alles in einem langen Ausatmen durch den Mund hinaus.',
  'breathing.step-down': 'Atme je 8 Sekunden ein und aus; alle zwei Runden wird beides eine Sekunde kürzer, bis 4.',
  'breathing.tidal': 'Atme locker, 3 Sekunden ein und 3 aus, und bemerke einfach jeden Atemzug.',
  'breathing.humming-exhale': 'Atme 4 Sekunden durch die Nase ein, dann 6 Sekunden aus und summe dabei leise.',
  'breathing.deep-reset':
    'Nimm im Sitzen oder Liegen 30 volle, schnelle Atemzüge, halte nach dem letzten Ausatmen den Atem an, bis du auf „Loslassen & atmen“ tippst, und atme dann tief zur Erholung ein; drei Runden. Nie im Wasser oder beim Fahren.',
  'meditation.tm': 'Sitz nach ein paar Minuten langsamen Atmens mit geschlossenen Augen und wiederhole still ein wohltuendes Wort; kehr zu ihm zurück, wann immer du abschweifst.',
  'meditation.zen': 'Sitz aufrecht und still, die Augen halb geöffnet, zähle die Atemzüge von eins bis zehn und beginne von vorn, wenn du dich verzählst.',
  'meditation.quick': 'Setz dich bequem hin, lass deine Aufmerksamkeit auf dem Atem ruhen und komm jedes Mal zu ihm zurück, wenn deine Gedanken abschweifen.',
  'meditation.body-scan': 'Leg oder setz dich bequem hin und wandere mit der Aufmerksamkeit langsam von den Zehen bis zum Scheitel; nimm wahr, ohne etwas zu verändern.',
  'meditation.anchor-switching': 'Lass deine Aufmerksamkeit auf dem Atem, auf Geräuschen oder dem Körper ruhen und lenke sie zum nächsten Anker, sobald ein Impuls erscheint.',
  'meditation.emotion-surfing': 'Nimm wahr, was du fühlst und wo es im Körper sitzt, und sieh zu, wie es wie eine Welle ansteigt und abebbt, ohne es wegzuschieben.',
  'meditation.mental-labeling': 'Benenne jeden Gedanken, jedes Geräusch und jedes Gefühl mit einem sanften Wort wie „Denken“ oder „Hören“ und kehr dann zum Atem zurück.',
  'meditation.gaze-meditation': 'Lass deine Augen sanft auf einem einzigen Punkt ruhen, blinzle, wenn du musst, und kehr zu ihm zurück, wenn deine Gedanken abschweifen.',
  'meditation.open-awareness': 'Lass deine Aufmerksamkeit weit offen ruhen, für Geräusche, Empfindungen und Gedanken, und nimm jedes wahr, wie es kommt und geht.',
  'meditation.walking-meditation': 'Geh langsam und spüre jeden Schritt: wie sich der Fuß hebt, bewegt und aufsetzt.',
  'length.lasts': { one: 'Die Sitzung dauert {count} Minute.', other: 'Die Sitzung dauert {count} Minuten.' },
  'length.keepGoing': { one: 'Mach {count} Minute lang weiter; die Sitzung endet von selbst.', other: 'Mach {count} Minuten lang weiter; die Sitzung endet von selbst.' },
  'length.threeRounds': { one: 'Drei Runden, etwa {count} Minute.', other: 'Drei Runden, etwa {count} Minuten.' },
  'length.rounds': { one: '{rounds}, etwa {count} Minute.', other: '{rounds}, etwa {count} Minuten.' },
  'length.roundCount': { one: '{count} Runde', other: '{count} Runden' },
};
