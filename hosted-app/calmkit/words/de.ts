import type { GuideWords } from './en';

/** The CalmKit guide in German (du; terms as in docs/glossary.md and the app's catalogs). */
export const de = {
  title: 'CalmKit',
  subtitle: 'Ein Leitfaden für Atmung und Meditation, von Stillpoint',
  notice:
    'Dieser Leitfaden bietet allgemeine Informationen zu Atem- und Meditationsübungen. Er ist keine medizinische Beratung und ersetzt keine ärztliche oder therapeutische Behandlung. Brich jede Übung ab, bei der du dich unwohl fühlst, und sprich vor dem Beginn mit einer Ärztin oder einem Arzt, wenn du eine Herz- oder Lungenerkrankung oder Epilepsie hast oder schwanger bist.',
  inside: 'Was drinsteht',
  contents: 'Inhalt',
  chapter: (number: number) => `Kapitel ${number}`,
  edition: 'Ausgabe {date}',
  siteLink: 'Stillpoint unter {host}',

  pattern: 'Muster',
  session: 'Sitzung',
  level: 'Niveau',
  inhale: 'Einatmen',
  hold: 'Halten',
  exhale: 'Ausatmen',
  seconds: (count: number) => `${count} s`,
  minutes: (count: number) => `${count} Min.`,
  rounds: (count: number) => (count === 1 ? '1 Runde' : `${count} Runden`),
  howToPractise: 'So übst du',
  whyItMayHelp: 'Warum es wirkt',
  whenToUseIt: 'Wann es hilft',
  theEvidence: 'Die Forschung',

  breathing: {
    title: 'Atemtechniken',
    summary: (count: number) => `Die ${count} Techniken des Atem-Editors: Muster, Übung und Studienlage`,
    intro:
      'Der Atem ist der einzige Teil der automatischen Rhythmen deines Körpers, den du auch bewusst lenken kannst. Jede Technik in diesem Kapitel findest du auch im Atem-Editor, mit demselben Muster und denselben Hinweisen wie in der App.',
    readingHeading: 'Ein Muster lesen',
    reading:
      'Ein Muster besteht aus vier Zahlen in Sekunden: einatmen, mit voller Lunge halten, ausatmen, mit leerer Lunge halten. 4-7-8-0 heißt also: 4 ein, 7 halten, 8 aus und gleich weiter zum nächsten Atemzug. Eine Null steht für eine Phase, die die Technik auslässt.',
    readingPoints: [
      'Sitz oder lieg bequem, mit lockeren Schultern. Atme durch die Nase, wenn eine Technik nichts anderes sagt.',
      'Die Zählzeiten sind eine Orientierung, kein Test. Wenn dir das Halten zu lang wird, behalte die Form bei und zähle schneller, oder lass das Halten weg.',
      'Hör auf und atme normal, wenn dir schwindelig oder benommen wird oder du dich unwohl fühlst.',
    ],
  },

  meditation: {
    title: 'Grundlagen der Meditation',
    summary: 'Haltung, Aufmerksamkeit, der wandernde Geist und die Stile des Meditations-Editors',
    intro:
      'Meditation heißt hier etwas ganz Schlichtes: die Aufmerksamkeit auf einer Sache ruhen lassen, bemerken, wenn sie abgeschweift ist, und sie zurückholen, immer wieder. Nichts muss geleert, erreicht oder gefühlt werden.',
    sittingHeading: 'Hinsetzen',
    sitting: [
      'Wähle eine Haltung, in der du ohne Anstrengung still bleiben kannst: auf einem Stuhl mit beiden Füßen auf dem Boden, auf einem Kissen oder, für einen Body-Scan, im Liegen. Der Rücken ist aufrecht, aber nicht steif, die Hände ruhen, der Kiefer ist locker.',
      'Schließ die Augen oder lass den Blick halb geöffnet auf dem Boden ein Stück vor dir ruhen. Beides ist gut; mit offenen Augen bleibst du leichter wach, wenn du müde bist.',
    ],
    anchorHeading: 'Einen Anker wählen',
    anchor: 'Ein Anker ist die eine Sache, zu der die Aufmerksamkeit immer wieder zurückkehrt. Wähl einen und bleib die ganze Sitzung dabei:',
    anchorPoints: [
      ['Der Atem', 'an den Nasenlöchern, in der Brust oder im Bauch, wo immer er am leichtesten zu spüren ist.'],
      ['Der Körper', 'das Gewicht des Körpers auf dem Stuhl oder ein Körperteil nach dem anderen, wie bei einem Body-Scan.'],
      ['Klänge', 'so, wie sie kommen und gehen, ohne zu benennen, woher sie stammen.'],
      ['Ein Wort', 'still wiederholt, wie bei der Mantra-Meditation.'],
      ['Ein Punkt', 'auf dem die Augen ruhen, oder beim Gehen das Gefühl jedes einzelnen Schritts.'],
    ],
    wanderingHeading: 'Wenn der Geist wandert',
    wandering: [
      'Das wird er, oft schon nach wenigen Atemzügen. Das ist kein Scheitern: Zu bemerken, dass du abgeschweift bist, und zurückzukommen, ist die Übung selbst, so wie beim Training mit einem Gewicht das Heben und Senken die Übung ist. Manche Menschen benennen das Abschweifen mit einem leisen Wort, „denken“, bevor sie zurückkehren.',
      'Komm freundlich zurück. Mit dir selbst zu schimpfen ist nur ein weiterer Gedanke, von dem du zurückkehren musst.',
    ],
    howLongHeading: 'Wie lange und wie oft',
    howLong: [
      'Fünf bis zehn Minuten sind ein guter Anfang. Eine kurze Sitzung, die du jeden Tag einhältst, bringt meist mehr als eine lange, die du immer wieder aufschiebst; verlängere sie, wenn sie sich leicht anfühlt. Jeden Tag dieselbe Zeit und derselbe Ort machen daraus eine Gewohnheit statt einer Entscheidung.',
      'Ein Timer erspart dir den Blick auf die Uhr. Stillpoint kann zu Beginn, in Abständen und am Ende eine Glocke läuten lassen und blendet im Zen-Modus den Countdown ganz aus.',
    ],
    stylesHeading: 'Die Stile in Stillpoint',
    styles: (count: number) => `Der Meditations-Editor bietet ${count} Stile. Jeder gibt Zeitablauf, Glocken und Impulse vor; die Übung selbst gehört dir.`,
  },

  daily: {
    title: 'Im Alltag',
    summary: 'Kleine, regelmäßige Praxis, die in den Tag passt, den du schon hast',
    intro:
      'Eine Praxis hilft am meisten, wenn sie Teil eines gewöhnlichen Tages ist und kein besonderes Ereignis. Es geht nicht um mehr Zeit auf dem Kissen, sondern um ein paar Momente, oft, die dir fehlen würden, wenn sie wegfielen.',
    smallerHeading: 'Fang kleiner an, als du denkst',
    smaller:
      'Zwei Minuten {box} oder zehn Minuten {quick} reichen für den Anfang. Bleib in den ersten Wochen bei dieser Länge, bis du merkst, dass du dich darauf freust; dann nimm, wenn du magst, ein paar Minuten dazu.',
    tieHeading: 'Verknüpf es mit etwas, das du schon tust',
    tie: 'Eine neue Gewohnheit hält besser, wenn sie an eine alte anschließt. Wähl einen Moment, den es ohnehin jeden Tag gibt:',
    tiePoints: [
      'nach dem ersten Kaffee oder Tee, bevor du den Laptop aufklappst;',
      'im Zug oder Bus, als Fahrgast (jede Technik außer {deep-reset});',
      'vor einem Meeting oder einem Anruf, dem du mit Unbehagen entgegensiehst;',
      'abends nach dem Zähneputzen, bevor das Handy auf den Nachttisch kommt.',
    ],
    dayHeading: 'Ein Tag, als Beispiel',
    dayPoints: [
      ['Morgens:', '{coherent} für fünf bis zehn Minuten, oder {deep-reset}, wenn du Energie brauchst und die Übung für dich sicher ist.'],
      ['Vor etwas Forderndem:', 'zwei Minuten {box}.'],
      ['In einem angespannten Moment:', '{physiological-sigh}, ein bis drei Runden.'],
      ['Nach der Arbeit:', '{walking-meditation} auf dem Heimweg, oder {quick}, bevor der Abend beginnt.'],
      ['Abends:', '{4-7-8}, {body-scan} oder {humming-exhale} zum Runterkommen.'],
    ],
    day: 'Das ist eine Auswahl, kein Stundenplan. Eins davon am Tag ist schon eine Praxis.',
    noAppHeading: 'Momente, die keine App brauchen',
    noAppPoints: [
      'Drei langsame Atemzüge, jedes Ausatmen länger als das Einatmen, während eine Seite lädt oder das Wasser kocht.',
      'Beide Füße auf dem Boden spüren, während du in einer Schlange wartest.',
      'Einen Klang, eine Farbe und eine Empfindung bemerken, bevor du vom Schreibtisch aufstehst.',
    ],
    trackHeading: 'Dranbleiben, ohne Punkte zu zählen',
    track:
      'Stillpoint kann dir eine Serie von Tagen mit abgeschlossener Sitzung zeigen und deine Zahlen des vergangenen Monats; beides lässt sich in deinen Einstellungen ausschalten, und Erinnerungen bekommst du nur, wenn du sie dir wünschst. Eine Serie ist eine Erinnerung, keine Note: Wenn du einen Tag verpasst, fang am nächsten einfach wieder an.',
  },

  stress: {
    title: 'Umgang mit Stress',
    summary: 'Was im Moment hilft, vor einem schweren Tag, danach und in der Nacht',
    intro:
      'Bei Stress macht sich der Körper bereit, einer Anforderung zu begegnen: Das Herz schlägt schneller, der Atem geht schneller, die Aufmerksamkeit wird enger. In kurzen Schüben ist das nützlich, zermürbend aber, wenn es nicht mehr abschaltet. Der Atem ist einer der wenigen Teile dieser Reaktion, die du bewusst lenken kannst.',
    momentHeading: 'Im Moment',
    momentPoints: [
      ['Seufz es weg.', '{physiological-sigh}, ein bis drei Runden: voll einatmen, kurz ein zweites Mal nachatmen, dann lang und langsam ausatmen.'],
      ['Atme länger aus.', 'Atme etwa doppelt so lange aus wie ein, wie bei der {1-2-ratio}.'],
      ['Benenne es.', 'Dir selbst zu sagen „das ist Stress“ oder „ich habe Angst“ kann dem Gefühl ein wenig von seiner Hitze nehmen.'],
      ['Erde dich.', 'Spür deine Füße, den Stuhl, deine Hände; schau dich um und benenne ein paar Dinge, die du siehst.'],
    ],
    beforeHeading: 'Vor einer absehbaren Herausforderung',
    before:
      'Zwei bis fünf Minuten {box} vor einer Prüfung, einem Vortrag oder einem schwierigen Gespräch geben dem Geist eine einfache Aufgabe, während der Körper zur Ruhe kommt. Übe das auch an ruhigen Tagen, damit es dir vertraut ist, wenn du es brauchst.',
    afterHeading: 'Nach einem schweren Tag',
    after:
      'Zehn Minuten {coherent}, {walking-meditation} oder {body-scan}, um zu bemerken, wo sich der Tag im Körper festgesetzt hat. Wenn ein Gefühl immer wiederkommt, ist {emotion-surfing} eine Möglichkeit, bei ihm zu bleiben, ohne davongetragen zu werden.',
    nightHeading: 'In der Nacht',
    night:
      '{4-7-8}, {humming-exhale} oder {tidal} im Bett. Wenn der Schlaf nicht kommt, lass die Übung selbst schon Erholung sein, statt mit ihr den Schlaf erzwingen zu wollen; sich mit aller Kraft entspannen zu wollen, gelingt selten.',
    safelyHeading: 'Sicher üben',
    safelyPoints: [
      'Brich jede Technik ab und atme normal, wenn dir schwindelig oder benommen wird, es kribbelt oder du kurzatmig wirst. Das Halten kannst du immer weglassen.',
      'Übe {deep-reset} nur im Sitzen oder Liegen: nie im Wasser, beim Autofahren oder im Stehen. Lass die Übung weg, wenn du schwanger bist oder Epilepsie, eine Herzerkrankung oder Bluthochdruck hast.',
      'Meditation bringt manchmal schwierige Erinnerungen oder Gefühle hoch. Wenn das passiert, öffne die Augen, verkürze die Sitzung oder wechsle zu einer Atemübung oder einem Spaziergang.',
    ],
    reachOutHeading: 'Wann du dir Hilfe holen solltest',
    reachOut:
      'Atmen und Meditieren sind Wege, für dich selbst zu sorgen; eine Behandlung sind sie nicht. Wenn Stress, Angst, gedrückte Stimmung oder schlechter Schlaf wochenlang anhalten oder deinen Alltag beeinträchtigen, sprich mit einer Ärztin oder einem Arzt oder mit einer psychotherapeutischen Fachperson. Wenn du jemals daran denkst, dir etwas anzutun, ruf sofort die Notrufnummer an, die bei dir gilt, oder wende dich an ein Krisentelefon.',
  },

  philosophy: {
    title: 'Philosophie',
    summary: 'Minimalistisch, ablenkungsfrei, evidenzbasiert und privat: was das jeweils in der Praxis heißt',
    intro:
      'Stillpoint ist ein Timer für Atemübungen und Meditation und will nicht mehr sein. Vier Grundsätze entscheiden, was hineinkommt, und vor allem, was draußen bleibt.',
    minimalistHeading: 'Minimalistisch',
    minimalist:
      'Eine Übung braucht ein Muster, eine Länge und vielleicht einen Klang. Alles Weitere ist eine Entscheidung, die du treffen müsstest, bevor du anfangen kannst. Deshalb beginnt jede Technik und jeder Stil mit Einstellungen, die funktionieren: Du kannst auf „Starten“ tippen, ohne etwas zu ändern, und die Optionen sind da, wenn du sie willst.',
    distractionFreeHeading: 'Ablenkungsfrei',
    distractionFreePoints: [
      'Kein Feed, keine Werbung, keine Abzeichen und nichts, durch das du scrollen musst, bevor du anfängst.',
      'Während einer Sitzung zeigt der Bildschirm die visuelle Führung, die Phase und die Zeit, im Zen-Modus nur einen Atemkreis.',
      'Eine Sitzung endet leise, mit einer Zeile, die sagt, wie lange sie lief, und nicht mit dem Vorschlag, mehr zu tun.',
    ],
    evidenceHeading: 'Evidenzbasiert',
    evidence: [
      'Die Hinweise zu jeder Technik sagen, was sie bewirken kann und welche Art von Belegen dahintersteht: eine randomisierte Studie, eine kleine Laborstudie, eine Tradition oder das Fehlen von Studien. Sie sagen „kann“ statt „wird“, nennen Studien, statt Zahlen zu erfinden, und versprechen keine Behandlung.',
      'Nichts in Stillpoint oder in diesem Leitfaden ist medizinische Beratung.',
    ],
    privateHeading: 'Privat',
    privatePoints: [
      'Auf den Technikseiten kannst du ohne Konto üben.',
      'Ein Konto speichert, was es zum Funktionieren braucht: deinen Namen und deine E-Mail-Adresse, deine Einstellungen und dein Abo, die Sitzungen, die du speicherst, und das Protokoll der Sitzungen, die du abschließt; daraus werden deine Serie und deine Monatszahlen berechnet.',
      'Passwörter werden nur als langsamer Einweg-Hash (argon2id) gespeichert.',
      'Die Seiten der App laden nichts von anderen Websites, daher läuft auf ihnen kein Tracker von Dritten. Zahlungen werden auf der eigenen Seite des Zahlungsanbieters abgewickelt.',
      'Du kannst jederzeit in deinem Profil alles herunterladen, was über dich gespeichert ist, oder dein Konto mit allen Daten löschen.',
    ],
    freeHeading: 'Warum dieser Leitfaden kostenlos ist',
    free: 'Alles darin funktioniert ohne die App: Ein Muster lässt sich im Kopf zählen, und für eine Sitzung genügt jede Uhr. Wenn dir die App hilft, bei der Praxis zu bleiben, ist sie da; wenn der Leitfaden alles ist, was du brauchst, ist das auch ein gutes Ergebnis.',
  },

  design: {
    title: 'Gestaltung',
    summary: 'Warum die App so aussieht und sich so verhält',
    intro: 'Der Bildschirm, mit dem du übst, sollte so wenig Aufmerksamkeit wie möglich verlangen. Jede Gestaltungsentscheidung in diesem Kapitel folgt aus diesem einen Gedanken.',
    quietHeading: 'Ruhig anzusehen',
    quiet: [
      'Viel Raum, schlichte Schrift und eine einzige Akzentfarbe, ein tiefes Petrol, hell oder dunkel, je nachdem, wie dein System eingestellt ist. Dieselben Farben und Formen ziehen sich durch die App, die Sitzungsbildschirme und die Technikseiten, sodass dir der Wechsel zwischen ihnen nichts Neues abverlangt.',
      'Bewegungen sind langsam und folgen dem Atem. Wenn dein System reduzierte Bewegung verlangt, wächst und bewegt sich nichts: Die visuelle Führung wird stattdessen mit dem Atem heller und dunkler. Die Farben erfüllen die Kontrastanforderungen von WCAG AA, und die Bedienelemente sind für einen entspannten Daumen bemessen.',
    ],
    guidesHeading: 'Eine Führung, der du ohne Lesen folgen kannst',
    guides:
      'Ein Kreis wächst, während du einatmest, ruht, während du hältst, und schrumpft, während du ausatmest. Lunge und Welle gibt es für alle, denen sie lieber sind. Der Name der Phase und die verbleibenden Sekunden bleiben für die Momente sichtbar, in denen du sie sehen willst, und sanfte Klänge können jeden Wechsel anzeigen, sodass du die Augen schließen kannst.',
    timeHeading: 'Zeit, auf die du dich verlassen kannst',
    time: 'Der Stand einer Sitzung wird aus der vergangenen Zeit berechnet und nicht Tick für Tick hochgezählt. So holt ein Handy, das die Seite im Hintergrund verlangsamt, genau auf, und eine Sitzung von sechzig Minuten endet auf die Sekunde pünktlich. Glocken und Signale werden im Voraus auf der Audio-Uhr eingeplant, sodass sie pünktlich bleiben, auch wenn die Seite im Hintergrund läuft.',
    outOfTheWayHeading: 'Nicht im Weg, während du übst',
    outOfTheWayPoints: [
      'Der Bildschirm bleibt während einer Sitzung an und wird nach zwei Minuten ohne Berührung gedimmt, um den Akku zu schonen; ein Tippen macht ihn wieder hell.',
      'Im Zen-Modus blenden sich Countdown und Bedienelemente aus; ein Tippen zeigt für ein paar Sekunden die Schaltfläche „Sitzung beenden“.',
      'Wenn du den Atem lange anhältst, endet das Anhalten, wann du willst: mit der Schaltfläche „Loslassen & atmen“ statt mit einem Timer.',
    ],
    whereYouAreHeading: 'Funktioniert, wo du bist',
    whereYouAre:
      'Stillpoint lässt sich wie eine App auf Handy oder Computer installieren und funktioniert offline. Eine Sitzung, die du ohne Verbindung abschließt, bleibt auf dem Gerät und wird gesendet, sobald du wieder online bist, sodass dein Verlauf keine Lücken hat.',
    thisGuideHeading: 'Dieser Leitfaden',
    thisGuide:
      'Der Leitfaden folgt denselben Regeln: eine Akzentfarbe, Raum um den Text, und jedes Muster und jeder Hinweis stammt aus demselben Katalog, mit dem die App läuft, sodass die beiden nie voneinander abweichen.',
  },
} satisfies GuideWords;
