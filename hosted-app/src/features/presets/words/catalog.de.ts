import type { CatalogTexts } from './catalogTexts';

/** The styles' and the library's words in German (du; terms as in docs/glossary.md and the SDK catalog). */
export const de: CatalogTexts = {
  styles: {
    tm: {
      subtitle: 'Mantra-Meditation nach einem kurzen Aufwärmen mit dem Atem',
      description: '2 Minuten Pranayama-Atmung, danach 20 Minuten mühelose Mantra-Meditation.',
      how: 'Zwei Minuten langsames Atmen, dann setz dich bequem hin, schließ die Augen und wiederhole still ein einfaches, wohltuendes Wort. Wenn du merkst, dass du abgeschweift bist, kehr mühelos dazu zurück. Bleib am Ende noch ein, zwei Minuten still sitzen, bevor du die Augen öffnest.',
      why: 'Ein wiederholter Klang gibt dem Geist einen mühelosen Ruhepunkt, sodass die Anstrengung abfallen kann; viele Menschen empfinden diesen Stil als erholsam.',
      when: 'Der traditionelle Rhythmus ist zweimal am Tag: vor dem Frühstück und am späten Nachmittag.',
      science:
        'Transzendentale Meditation ist eine markenrechtlich geschützte Technik, die von zertifizierten Lehrkräften unterrichtet wird; dieser Stil übernimmt nur ihren zeitlichen Ablauf. Metaanalysen von TM-Studien berichten von einer leichten Senkung des Blutdrucks, und eine Stellungnahme der American Heart Association von 2013 hielt fest, dass sie als Ergänzung in Betracht gezogen werden kann.',
    },
    zen: {
      subtitle: 'Stilles, aufrechtes Sitzen, nichts auf dem Bildschirm',
      description: '20 Minuten Zazen im Sitzen, im Zen-Modus, danach ein sanfter Übergang von 5 Minuten.',
      how: 'Sitz aufrecht und still, die Augen halb geöffnet, den Blick auf dem Boden vor dir ruhend. Zähle die Atemzüge von eins bis zehn und beginne von vorn, wenn du dich verzählst. Die letzten fünf Minuten sind ein sanfter Übergang, bevor du aufstehst.',
      why: 'Eine stabile Haltung und einfaches Zählen können dich darin üben, das Abschweifen früher zu bemerken und zurückzukehren, immer wieder.',
      when: 'Tägliches Sitzen, am besten zur selben Zeit am selben Ort; der Zen-Modus blendet den Timer aus, damit nichts an deiner Aufmerksamkeit zieht.',
      science:
        'Zazen ist die Sitzpraxis des Zen-Buddhismus. Studien mit erfahrenen Zen-Praktizierenden (z. B. Pagnoni et al., 2008) fanden, dass sie nach ablenkenden Gedanken schneller zur Ruhe zurückkehrten; für Anfänger sind die Belege begrenzt.',
    },
    quick: {
      subtitle: 'Zehn Minuten mit dem Atem',
      description: 'Einfach 10 Minuten sitzen und beim Atem ruhen, für Tage mit wenig Zeit.',
      how: 'Setz dich bequem hin, schließ die Augen und lass deine Aufmerksamkeit auf dem Atem ruhen, an den Nasenlöchern oder im Bauch. Wenn deine Gedanken abschweifen, bemerke es und komm zurück. Das ist schon die ganze Übung.',
      why: 'Zehn Minuten sind lang genug, um zur Ruhe zu kommen, und kurz genug für jeden Tag, und eine regelmäßige Gewohnheit zählt womöglich mehr als langes Sitzen.',
      when: 'In der Mittagspause, zwischen zwei Aufgaben oder wann immer keine ganze Sitzung hineinpasst.',
      science:
        'Kurze Achtsamkeitssitzungen von etwa 10 Minuten verbesserten in einigen Laborstudien die Aufmerksamkeit (z. B. Norris et al., 2018), und kurzes tägliches Üben ging in App-basierten Studien mit besserer Stimmung einher.',
    },
    'body-scan': {
      subtitle: 'Anspannung von Kopf bis Fuß lösen',
      description: 'Wandere 15 Minuten lang mit der Aufmerksamkeit langsam durch den Körper, mit einem Impuls pro Minute.',
      how: 'Leg oder setz dich bequem hin. Wandere mit der Aufmerksamkeit langsam von den Zehen bis zum Scheitel und nimm jeden Bereich wahr, ohne ihn verändern zu wollen. Impulse begleiten dich dabei.',
      why: 'Genaues Hinspüren kann Anspannung lösen, die dir gar nicht aufgefallen war, und übt eine ruhige, neugierige Aufmerksamkeit.',
      when: 'Am Abend oder vor dem Schlafen, nach einem langen Tag am Schreibtisch oder wenn du dich von deinem Körper abgeschnitten fühlst.',
      science:
        'Der Body-Scan ist eine Kernübung der Stressbewältigung durch Achtsamkeit (MBSR). Metaanalysen zu MBSR berichten von einer mäßigen Abnahme von Stress und Angst; der Scan für sich allein ist weniger untersucht.',
    },
    'anchor-switching': {
      subtitle: 'Üben, wohin die Aufmerksamkeit geht',
      description: 'Wechsle bei jedem Impuls zwischen Atem, Geräuschen und Körper, alle 45 Sekunden, 12 Minuten lang.',
      how: 'Lass deine Aufmerksamkeit auf einem Anker ruhen (Atem, Geräusche oder Körper) und lenke sie bewusst zum nächsten, wenn der Impuls dich dazu einlädt. Jeder Wechsel ist eine Gelegenheit zu bemerken, wo dein Geist gerade war.',
      why: 'Selbst zu wählen, wohin die Aufmerksamkeit geht, und sie absichtlich weiterzulenken, übt womöglich dieselbe Kontrolle, die du brauchst, um eine Ablenkung loszulassen.',
      when: 'Vor konzentrierter Arbeit oder wenn sich dein Geist zerstreut anfühlt.',
      science:
        'Die Übung stützt sich auf die Forschung zum Aufmerksamkeitstraining, die das Halten der Aufmerksamkeit von ihrem Verlagern unterscheidet. Studien zu Achtsamkeitstraining zeigen kleine Verbesserungen bei Aufmerksamkeitsaufgaben; genau diese Übung wurde nicht für sich allein geprüft.',
    },
    'emotion-surfing': {
      subtitle: 'Auf einem Gefühl reiten, ohne davongetragen zu werden',
      description: 'Nimm ein Gefühl im Körper wahr und sieh zu, wie es steigt und fällt, mit einem Impuls alle 2 Minuten, 10 Minuten lang.',
      how: 'Denk an ein Gefühl, das gerade da ist, nimm wahr, wo es sich im Körper zeigt, und sieh zu, wie es wie eine Welle ansteigt, seinen Höhepunkt erreicht und abebbt, ohne es wegzuschieben oder der Geschichte dahinter zu folgen.',
      why: 'Gefühle vergehen oft leichter, wenn du sie bemerkst, statt gegen sie anzukämpfen, und sie zu benennen kann ihnen etwas von ihrer Hitze nehmen.',
      when: 'Wenn ein Gefühl stark, aber noch handhabbar ist. Wenn es dich überwältigt, wähle lieber eine Atemübung oder wende dich an jemanden, dem du vertraust.',
      science:
        'Die Übung ist dem „Urge Surfing“ aus der achtsamkeitsbasierten Rückfallprävention (Mindfulness-Based Relapse Prevention) nachempfunden. Laborstudien zur Affektbenennung (z. B. Lieberman et al., 2007) fanden, dass Gefühle in Worte zu fassen die Aktivität der Bedrohungsreaktion im Gehirn verringerte.',
    },
    'mental-labeling': {
      subtitle: 'Benennen und loslassen',
      description: 'Benenne Gedanken, Geräusche und Gefühle mit einem sanften Wort, mit einem Impuls alle 90 Sekunden, 15 Minuten lang.',
      how: 'Wenn etwas auftaucht, benenne es mit einem sanften Wort: „Denken“, „Hören“, „Fühlen“, „Planen“. Kehr dann zum Atem zurück, bis das Nächste erscheint.',
      why: 'Ein leises Benennen schafft ein wenig Abstand zwischen dir und einem Gedanken, was das Loslassen leichter machen kann.',
      when: 'Wenn deine Gedanken geschäftig sind oder festhängen, oder um deinem Sitzen mehr Struktur zu geben.',
      science:
        'Das Benennen stammt aus der burmesischen Mahasi-Tradition der Einsichtsmeditation. Studien zur Affektbenennung deuten darauf hin, dass das Benennen einer Erfahrung ihren emotionalen Sog verringern kann; zum Benennen selbst gibt es nur wenig Forschung.',
    },
    'gaze-meditation': {
      subtitle: 'Augen offen, ruhend auf einem Punkt',
      description: 'Lass die Augen sanft auf einem einzigen Punkt ruhen, mit einem Impuls alle 2 Minuten, 12 Minuten lang.',
      how: 'Lass deine Augen sanft auf einem einzigen Punkt ruhen, etwa einer Kerzenflamme oder einer Markierung an der Wand, ohne sie anzustrengen. Blinzle, wenn du musst. Wenn deine Gedanken abschweifen, kehr zum Punkt zurück.',
      why: 'Ein äußerer, sichtbarer Anker kann Menschen, die mit geschlossenen Augen schläfrig oder unruhig werden, helfen, präsent zu bleiben.',
      when: 'Wenn du dich schläfrig fühlst oder mit offenen Augen üben möchtest.',
      science:
        'Die Übung ähnelt Trataka, einer yogischen Blickübung. Einige kleine Studien berichten nach Trataka-Training von besserer Aufmerksamkeit oder besserem Schlaf, doch die Belege sind vorläufig.',
    },
    'open-awareness': {
      subtitle: 'Weite Aufmerksamkeit, ohne etwas auszuwählen',
      description: 'Lass die Aufmerksamkeit offen ruhen für alles, was auftaucht, mit einem Impuls alle 3 Minuten, 18 Minuten lang.',
      how: 'Sitz still und lass deine Aufmerksamkeit weit offen ruhen: Geräusche, Empfindungen, Gedanken. Nimm wahr, was auch immer auftaucht, und lass es vorüberziehen, ohne einen einzelnen Anker zu wählen.',
      why: 'Statt dich zu fokussieren, übst du, einfach gewahr zu sein, was dir helfen kann, dich weniger in einem einzelnen Gedanken zu verfangen.',
      when: 'Wenn du schon etwas Erfahrung mit fokussierten Übungen hast, oder am Ende einer längeren Meditation.',
      science:
        'Forschende nennen das „Open Monitoring“ und unterscheiden es von fokussierter Aufmerksamkeit (Lutz et al., 2008). Studien bringen es mit flexiblerer Aufmerksamkeit in Verbindung, auch wenn an den meisten erfahrene Meditierende teilnahmen.',
    },
    'walking-meditation': {
      subtitle: 'Achtsamkeit in jedem Schritt',
      description: 'Geh langsam und spüre jeden Schritt, mit einem Impuls alle 90 Sekunden, 15 Minuten lang.',
      how: 'Geh langsam an einem ruhigen Ort und spüre, wie sich jeder Fuß hebt, bewegt und aufsetzt. Wenn deine Gedanken abschweifen, kehr zum Gefühl deiner Füße auf dem Boden zurück.',
      why: 'Bewegung hält dich wach und kann es leichter machen, Achtsamkeit in den Alltag zu tragen.',
      when: 'Wenn sich Sitzen unruhig oder schläfrig anfühlt, nach langer Zeit am Schreibtisch oder draußen.',
      science:
        'Gehmeditation wird in vielen buddhistischen Traditionen geübt. Kleine Studien berichten von Vorteilen für die Stimmung und, bei älteren Menschen, für das Gleichgewicht; größere Studien stehen noch aus.',
    },
  },
  libraryEducation: {
    mbsr: {
      how: 'Setz dich bequem hin und lass deine Aufmerksamkeit auf dem Atem ruhen. Wenn alle 10 Minuten eine Glocke ertönt, schau, wo deine Aufmerksamkeit gerade ist, und komm sanft zurück.',
      why: 'Die Aufmerksamkeit in die Gegenwart zurückzuholen, ohne dich für das Abschweifen zu verurteilen, ist die Grundfertigkeit der Achtsamkeit, und mit Übung fällt es dir im Alltag womöglich leichter.',
      when: 'Regelmäßiges tägliches Sitzen, zu einer Zeit, die du dir freihalten kannst.',
      science:
        'Stressbewältigung durch Achtsamkeit (Mindfulness-Based Stress Reduction) ist ein 8-wöchiger Kurs, den Jon Kabat-Zinn 1979 entwickelt hat. Metaanalysen (z. B. Khoury et al., 2015) berichten bei gesunden Erwachsenen von einer mäßigen Abnahme von Stress, Angst und gedrückter Stimmung.',
    },
    metta: {
      how: 'Sende still gute Wünsche („Mögest du sicher sein, möge es dir gut gehen“), der Reihe nach an dich selbst, einen geliebten Menschen, einen neutralen Menschen, einen schwierigen Menschen und alle Wesen. Eine Glocke markiert jeden Abschnitt von 5 Minuten.',
      why: 'Bewusst geübtes Wohlwollen kann warme Gefühle dir selbst und anderen gegenüber stärken.',
      when: 'Wenn du streng mit dir selbst bist, gereizt bist oder dich von Menschen abgeschnitten fühlst.',
      science:
        'Liebende Güte stammt aus der buddhistischen Praxis. Eine Metaanalyse von 2015 (Zeng et al.) fand, dass sie positive Gefühle verstärkte; die Studien sind überwiegend klein.',
    },
    'yoga-nidra': {
      how: 'Leg dich hin, deck dich zu und folge den Abschnitten: ankommen, den Körper durchwandern, dem Atem folgen, dir einen ruhigen Ort vorstellen, dann langsam zurückkommen. Bleib wach, wenn du kannst, aber wegzudämmern ist in Ordnung.',
      why: 'Tiefe Ruhe mit einer geführten Struktur kann den Körper entspannen lassen, während der Geist sanft beschäftigt bleibt.',
      when: 'Zum Auftanken am Nachmittag oder vor dem Schlafen. Es wird manchmal auch „tiefe Ruhe ohne Schlaf“ genannt (Non-Sleep Deep Rest, NSDR).',
      science:
        'Yoga Nidra ist eine geführte Entspannungsübung aus dem Yoga. Kleine Studien berichten von besserer Schlafqualität und weniger Stress, und eine kleine PET-Studie (Kjaer et al., 2002) beobachtete dabei eine Ausschüttung von Dopamin.',
    },
  },
  meditationLibrary: {
    'tm-transcendental': {
      name: 'Meditation im transzendentalen Stil',
      description: 'Zwanzig Minuten mühelose Mantra-Meditation mit geschlossenen Augen, im traditionellen Rhythmus zweimal am Tag.',
    },
    'mindfulness-mbsr': {
      name: 'Achtsamkeit (MBSR)',
      description: 'Dreißig Minuten achtsames Sitzen im Stil der Stressbewältigung durch Achtsamkeit, mit einer Glocke alle 10 Minuten zum Innehalten.',
    },
    'body-scan-progressive': {
      name: 'Progressiver Body-Scan',
      description: 'Zwanzig Minuten, in denen du in fünf Abschnitten langsam durch den Körper nach oben wanderst; eine sanfte Glocke markiert jeden davon.',
      phases: [
        ['Füße und Beine', 'Spüre das Gewicht deiner Füße und Beine; nimm Wärme, Druck oder Kribbeln wahr.'],
        ['Hüften und Bauch', 'Nimm Hüften, unteren Rücken und Bauch wahr, wie sie sich mit dem Atem heben und senken.'],
        ['Brust und Rücken', 'Spüre, wie sich Brust und oberer Rücken bewegen; lass die Schultern weich werden.'],
        ['Arme und Hände', 'Lass die Aufmerksamkeit die Arme hinab bis in die Fingerspitzen wandern und nimm jede Empfindung wahr.'],
        ['Nacken, Gesicht und Kopf', 'Lockere Kiefer, Augen und Stirn; spüre dann den ganzen Körper auf einmal.'],
      ],
    },
    'metta-loving-kindness': {
      name: 'Liebende Güte (Metta)',
      description: 'Fünfundzwanzig Minuten gute Wünsche in fünf immer weiteren Kreisen, von dir selbst bis zu allen Wesen.',
      phases: [
        ['Du selbst', 'Möge ich sicher sein. Möge es mir gut gehen. Möge ich mit Leichtigkeit leben.'],
        ['Ein geliebter Mensch', 'Stell dir jemanden vor, der dir am Herzen liegt, und wünsche diesem Menschen dasselbe.'],
        ['Ein neutraler Mensch', 'Denk an jemanden, den du kaum kennst, und wünsche auch ihm alles Gute.'],
        ['Ein schwieriger Mensch', 'Schließ behutsam jemanden ein, mit dem du dich schwertust, so weit es sich heute stimmig anfühlt.'],
        ['Alle Wesen', 'Lass die Wünsche sich ausbreiten, zu allen, überall.'],
      ],
    },
    'yoga-nidra-nsdr': {
      name: 'Yoga Nidra (NSDR)',
      description: 'Dreißig Minuten tiefe, geführte Ruhe im Liegen, zum Rauschen des Meeres.',
      phases: [
        ['Ankommen und Intention', 'Leg dich hin, mach es dir bequem und wähle eine kurze, freundliche Intention.'],
        ['Reise durch den Körper', 'Wandere mit der Aufmerksamkeit zügig durch den Körper, Teil für Teil.'],
        ['Atem wahrnehmen', 'Zähle langsame Atemzüge rückwärts von 27 und beginne von vorn, wenn du dich verzählst.'],
        ['Ruhiger Ort', 'Stell dir einen ruhigen, sicheren Ort in allen Einzelheiten vor und ruhe dort.'],
        ['Zurückkommen', 'Wiederhole deine Intention, spüre den Körper und komm langsam zurück.'],
      ],
    },
    'sit-walk-sit': {
      name: 'Sitzen, Gehen, Sitzen',
      description: 'Fünfundzwanzig Minuten Sitzen, zehn Minuten langsames Gehen, noch einmal fünfundzwanzig Minuten Sitzen: Eine Glocke eröffnet jeden Teil und beschließt die Meditation.',
    },
    'random-bells-noting': {
      name: 'Zufällige Glocken zum Benennen',
      description: 'Zwanzig Minuten Sitzen mit fünf Glocken zu Zeitpunkten, die du nicht vorhersehen kannst: Benenne bei jeder, was gerade da ist, und mach dann weiter.',
    },
  },
  breathingLibrary: {
    'box-breathing-navy': {
      name: 'Box-Atmung (Navy-Stil)',
      description: 'Zehn Minuten quadratisches Atmen im Takt 4-4-4-4, wie es gelehrt wird, um unter Druck ruhig zu bleiben.',
    },
    'four-seven-eight-weil': {
      name: '4-7-8 (Dr. Weil)',
      description: 'Acht Runden: 4 ein, 7 halten, 8 aus, so wie Dr. Andrew Weil es lehrt.',
    },
    'coherent-breathing': {
      name: 'Kohärente Atmung',
      description: 'Fünfzehn Minuten mit sechs Atemzügen pro Minute, 5 Sekunden ein und 5 aus.',
    },
    'physiological-sigh-huberman': {
      name: 'Physiologischer Seufzer (Huberman)',
      description: 'Drei Seufzer mit doppeltem Einatmen: 2 Sekunden ein mit einem kurzen Schluck obendrauf, 6 Sekunden aus.',
    },
    'deep-reset-simplified': {
      name: 'Tiefer Neustart (vereinfacht)',
      description: 'Drei Runden: 30 schnelle Atemzüge, bis zu 60 Sekunden Atem anhalten, ein Erholungsatem und 30 Sekunden Ruhe.',
    },
  },
};
