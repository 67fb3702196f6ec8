import { techniqueMessages } from './techniqueTexts';

/** Each technique's words in German (du; Phasen wie im SDK-Katalog und in docs/glossary.md). */
export const de = techniqueMessages({
  box: {
    subtitle: 'Ruhiger, stetiger Fokus',
    description: 'Vier gleiche Seiten: einatmen, halten, ausatmen, halten, je 4 Sekunden.',
    explanation: 'Gleiche Zählzeiten verlangsamen dich auf etwa vier Atemzüge pro Minute und geben dem Geist eine einfache Aufgabe.',
    phases: [
      ['Einatmen', '4 s durch die Nase'],
      ['Halten', '4 s, Lunge voll'],
      ['Ausatmen', '4 s, langsam und gleichmäßig'],
      ['Halten', '4 s, Lunge leer'],
    ],
    how: 'Atme 4 Sekunden durch die Nase ein, halte 4, atme 4 aus, halte 4. Lass den Atem weich und folge dem Kreis über seine vier Seiten.',
    why: 'Gleiche, langsame Zählzeiten senken das Atemtempo auf etwa vier Züge pro Minute und geben dem Geist eine einfache Aufgabe, was ein rasendes, ängstliches Gefühl lindern kann.',
    when: 'Vor einem Meeting, einer Prüfung oder einem schwierigen Gespräch, oder wann immer du dich sammeln und wach bleiben willst.',
    science:
      'Box-Atmung wird in manchen Ausbildungen für Militär und Rettungskräfte gelehrt. In einer randomisierten Studie von 2023 (Balban et al., Cell Reports Medicine) verbesserten fünf Minuten täglich über einen Monat die Stimmung und senkten die Angst, wobei zyklisches Seufzen etwas besser abschnitt.',
  },
  '4-7-8': {
    subtitle: 'Entspannen und zur Ruhe kommen vor dem Schlafen',
    description: '4 Sekunden einatmen, 7 halten, 8 ausatmen, achtmal.',
    explanation: 'Ein Ausatmen, doppelt so lang wie das Einatmen, stützt sich auf die beruhigende Hälfte jedes Atemzugs.',
    phases: [
      ['Einatmen', '4 s, leise durch die Nase'],
      ['Halten', '7 s'],
      ['Ausatmen', '8 s, langsam durch den Mund'],
    ],
    how: 'Atme 4 Sekunden leise durch die Nase ein, halte 7, dann atme 8 Sekunden langsam durch den Mund aus. Wenn dir das Halten zu lang ist, behalte das Verhältnis bei und zähle schneller.',
    why: 'Das Ausatmen ist doppelt so lang wie das Einatmen; beim langsamen Ausatmen wird das Herz von selbst langsamer, daher können lange Ausatmungen helfen, zur Ruhe zu kommen.',
    when: 'Abends im Bett oder wenn du Anspannung loslassen willst. Hör auf und atme normal, wenn dir schwindelig wird.',
    science:
      'Bekannt gemacht von Dr. Andrew Weil, aus der yogischen Atmung. Die Belege stammen vor allem aus kleinen Laborstudien zu langsamer Atmung mit langem Ausatmen, die kurzfristig Puls und Blutdruck senken; die Methode selbst wurde kaum in Studien geprüft.',
  },
  coherent: {
    subtitle: 'Ausgleich mit sechs Atemzügen pro Minute',
    description: 'Fünf Sekunden ein, fünf Sekunden aus, ohne Pausen, zehn Minuten lang.',
    explanation: 'Sechs Atemzüge pro Minute liegen nahe an dem Tempo, in dem Herzrhythmus und Atem am stärksten miteinander schwingen.',
    phases: [
      ['Einatmen', '5 s, fließend'],
      ['Ausatmen', '5 s, fließend'],
    ],
    how: 'Atme 5 Sekunden ein und 5 aus, ohne Pause, möglichst durch die Nase. Lass den Atem fließen und nur so tief werden, wie es angenehm ist.',
    why: 'Sechs Atemzüge pro Minute liegen nahe an dem Tempo, in dem Herzrhythmus und Atmung am stärksten miteinander schwingen (Resonanz), was einen ruhigeren, stabileren Zustand unterstützen kann.',
    when: 'Als tägliche Übung für 10 bis 20 Minuten oder um nach einem stressigen Abschnitt des Tages zur Ruhe zu kommen.',
    science:
      'Biofeedback der Herzratenvariabilität bei etwa sechs Atemzügen pro Minute wird seit Jahrzehnten erforscht (Lehrer und Kollegen). Eine Metaanalyse von 2017 (Goessl et al.) fand eine mäßige Abnahme von selbst berichtetem Stress und Angst.',
  },
  '1-2-ratio': {
    subtitle: 'Länger ausatmen, um loszulassen',
    description: '4 Sekunden einatmen und 8 ausatmen, achtmal.',
    explanation: 'Ein doppelt so langes Ausatmen verbringt mehr von jedem Atemzug in der Phase, in der das Herz langsamer wird.',
    phases: [
      ['Einatmen', '4 s'],
      ['Ausatmen', '8 s, wie durch einen Strohhalm'],
    ],
    how: 'Atme 4 Sekunden ein und 8 aus, sanft, wie durch einen Strohhalm. Es gibt kein Halten.',
    why: 'Wenn das Ausatmen doppelt so lang ist wie das Einatmen, stützt es sich auf den Teil jedes Atemzugs, in dem das Herz langsamer wird, was dem Körper helfen kann, in die Ruhe zu finden.',
    when: 'Wenn du aufgedreht bist, nach dem Sport oder als kurzes Runterkommen vor dem Schlafen.',
    science:
      'Das Herz schlägt bei jedem Einatmen etwas schneller und bei jedem Ausatmen langsamer (respiratorische Sinusarrhythmie). Kleine Laborstudien deuten darauf hin, dass längere Ausatmungen diesen beruhigenden Schwung verstärken; große Studien zum Verhältnis selbst fehlen.',
  },
  'physiological-sigh': {
    subtitle: 'Schnelle Entlastung in einem angespannten Moment',
    description: 'Zweimal durch die Nase einatmen und lang durch den Mund ausatmen, sechsmal.',
    explanation: 'Der zweite Schluck Luft öffnet die Lunge wieder, und das lange Ausatmen gibt Kohlendioxid ab.',
    phases: [
      ['Einatmen', '2 s durch die Nase'],
      ['Nachatmen', '1 s, ein kurzer Schluck obendrauf'],
      ['Ausatmen', '6 s, lang, durch den Mund'],
      ['Halten', '2 s, leer ruhen'],
    ],
    how: 'Atme durch die Nase ein, nimm dann obendrauf einen zweiten kurzen Schluck Luft und lass alles in einem langen, langsamen Ausatmen durch den Mund hinaus. Ruh kurz und wiederhole.',
    why: 'Das zweite Einatmen öffnet zusammengefallene Lungenbläschen wieder, und das lange Ausatmen gibt Kohlendioxid ab, was schnell Erleichterung bringen kann.',
    when: 'Mitten in einem stressigen Moment, wenn du schnell ruhiger werden musst. Oft reichen ein bis drei Seufzer.',
    science:
      'Menschen und andere Säugetiere seufzen alle paar Minuten von selbst. In einer randomisierten Studie von 2023 (Balban et al.) verbesserten fünf Minuten zyklisches Seufzen am Tag die Stimmung und senkten die Atemfrequenz stärker als Achtsamkeitsmeditation.',
  },
  'step-down': {
    subtitle: 'Von langsam zu natürlich',
    description: 'Beginne mit 8 Sekunden ein und 8 aus, alle zwei Runden eine Sekunde kürzer, bis 4 und 4. Zwölf Runden.',
    explanation: 'Lang zu beginnen und dann nachzulassen lässt dich in langsames Atmen hineinfinden und in einem entspannten Tempo enden.',
    phases: [
      ['Einatmen', '8 s, dann 7, 6, 5, 4'],
      ['Ausatmen', 'so lang wie das Einatmen'],
    ],
    how: 'Beginne mit 8 Sekunden Einatmen und 8 Sekunden Ausatmen. Alle zwei Runden wird beides eine Sekunde kürzer, bis 4 Sekunden. Folge der Anleitung und erzwinge die Länge nicht.',
    why: 'Lang zu beginnen und dann nachzulassen lässt dich erst in langsames Atmen hineinfinden und in einem entspannten, natürlichen Tempo enden, was eine langsame Atemübung leichter machen kann.',
    when: 'Wenn du sanft und mit Struktur zur Ruhe kommen willst, etwa zwischen Arbeit und Feierabend.',
    science:
      'Genau diese Abfolge wurde in keiner Studie geprüft. Sie baut auf der Forschung zu langsamer Atmung auf, die etwa sechs Atemzüge pro Minute oder weniger mit höherer Herzratenvariabilität und weniger selbst berichtetem Stress verbindet.',
  },
  tidal: {
    subtitle: 'Ein sanfter, natürlicher Rhythmus',
    description: 'Lockere 3-Sekunden-Atemzüge ein und aus, zehn Minuten lang.',
    explanation: 'Ruhiges Atmen nahe an deinem Ruherhythmus gibt der Aufmerksamkeit einen festen Anker, ohne Anstrengung.',
    phases: [
      ['Einatmen', '3 s, locker'],
      ['Ausatmen', '3 s, locker'],
    ],
    how: 'Atme 3 Sekunden ein und 3 aus, in einer lockeren, normalen Tiefe. Es gibt nichts zu erreichen: Bemerke einfach jeden Atemzug, wie er kommt und geht.',
    why: 'Ruhiges, gleichmäßiges Atmen nahe an deinem Ruherhythmus gibt deiner Aufmerksamkeit einen festen Anker, ohne jede Anstrengung, was dem Geist helfen kann, zur Ruhe zu kommen.',
    when: 'Jederzeit, besonders wenn sich Halten oder sehr langsames Atmen unangenehm anfühlt, oder als erster Schritt in die Meditation.',
    science:
      'Gezeitenatmung ist der gewöhnliche Ruheatem. Ihn zu beobachten ist der Kern der Achtsamkeit auf den Atem, und Achtsamkeitsprogramme zeigen in Metaanalysen eine mäßige Abnahme von Stress.',
  },
  'humming-exhale': {
    subtitle: 'Mit Klang beruhigen',
    description: '4 Sekunden einatmen, dann 6 Sekunden leise summend ausatmen, achtmal.',
    explanation: 'Ein gesummtes Ausatmen ist von selbst lang, und die Vibration gibt dem Geist etwas, worauf er ruhen kann.',
    phases: [
      ['Einatmen', '4 s durch die Nase'],
      ['Summen', '6 s, Lippen geschlossen'],
    ],
    how: 'Atme 4 Sekunden durch die Nase ein, dann 6 Sekunden aus und summe dabei leise mit geschlossenen Lippen. Spüre die Vibration in Gesicht und Brust.',
    why: 'Ein gesummtes Ausatmen ist von selbst lang und langsam, und der Klang gibt dem Geist etwas, worauf er ruhen kann, was dir beim Entspannen helfen kann.',
    when: 'Wenn deine Gedanken kreisen, vor dem Schlafen oder wann immer dir eine sanfte, beruhigende Übung guttut.',
    science:
      'Sie geht auf Bhramari zurück, den yogischen „Bienenatem“. Summen erhöhte in einer Studie von 2002 (Weitzberg und Lundberg) das Stickstoffmonoxid in der Nase etwa um das Fünfzehnfache; kleine Studien zu Bhramari berichten von einem niedrigeren Puls, doch die Belege sind noch begrenzt.',
  },
  'deep-reset': {
    subtitle: 'Energie durch Atem und Anhalten',
    description: 'Drei Runden: 30 schnelle Atemzüge, Atem anhalten, bis du loslässt, 15 s Erholungsatem und 30 s Ruhe.',
    explanation: 'Schnelles Atmen mit anschließendem Anhalten ist ein starker, belebender Reiz. Übe im Sitzen oder Liegen, nie im Wasser oder beim Fahren.',
    phases: [
      ['Schnelles Atmen', '30 volle Atemzüge, 1 s ein, 1 s aus'],
      ['Atem anhalten', 'nach dem letzten Ausatmen, bis du auf Loslassen & atmen tippst'],
      ['Erholungsatem', 'ganz einatmen und 15 s halten'],
      ['Ruhe', '30 s lockeres Atmen'],
    ],
    how: 'Nimm 30 volle, schnelle Atemzüge, ein durch die Nase, aus durch den Mund. Halte nach dem letzten Ausatmen den Atem an, solange es angenehm ist, tippe auf „Loslassen & atmen“, atme tief zur Erholung ein und halte 15 Sekunden, dann ruh dich aus. Drei Runden.',
    why: 'Schnelles Atmen mit anschließendem Anhalten ist ein starker Reiz, nach dem du dich wach und klar fühlen kannst; viele nutzen es zum Wachwerden.',
    when: 'Am Morgen oder wenn du Energie brauchst, im Sitzen oder Liegen. Nie im Wasser, beim Fahren oder im Stehen, und lass es aus, wenn du schwanger bist oder Epilepsie, eine Herzerkrankung oder Bluthochdruck hast.',
    science:
      'Das ist zyklische Hyperventilation mit Atemanhalten, wie bei der Wim-Hof-Methode. In einer Laborstudie von 2014 (Kox et al., PNAS) zeigten trainierte Freiwillige eine veränderte Immunantwort, und eine randomisierte Studie von 2023 fand eine bessere tägliche Stimmung; es kann Kribbeln oder Schwindel auslösen.',
  },
});
