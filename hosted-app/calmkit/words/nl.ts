import type { GuideWords } from './en';

/** The CalmKit guide in Dutch (je; terms as in docs/glossary.md and the app's catalogs). */
export const nl = {
  title: 'CalmKit',
  subtitle: 'Een gids voor ademhaling en meditatie, van Stillpoint',
  notice:
    'Deze gids geeft algemene informatie over adem- en meditatieoefeningen. Het is geen medisch advies en vervangt geen zorg van een arts of therapeut. Stop met elke oefening waarbij je je niet goed voelt, en overleg met een arts voordat je begint als je een hart- of longaandoening of epilepsie hebt, of zwanger bent.',
  inside: 'Wat erin staat',
  contents: 'Inhoud',
  chapter: (number: number) => `Hoofdstuk ${number}`,
  edition: 'Editie {date}',
  siteLink: 'Stillpoint op {host}',

  pattern: 'Patroon',
  session: 'Sessie',
  level: 'Niveau',
  inhale: 'Inademen',
  hold: 'Vasthouden',
  exhale: 'Uitademen',
  seconds: (count: number) => `${count} s`,
  minutes: (count: number) => `${count} min`,
  rounds: (count: number) => (count === 1 ? '1 ronde' : `${count} rondes`),
  howToPractise: 'Zo oefen je',
  whyItMayHelp: 'Waarom het werkt',
  whenToUseIt: 'Wanneer te gebruiken',
  theEvidence: 'Het onderzoek',

  breathing: {
    title: 'Ademhalingstechnieken',
    summary: (count: number) => `De ${count} technieken van de ademhalingseditor: patronen, oefening en bewijs`,
    intro:
      'De adem is het enige deel van het automatische ritme van je lichaam dat je ook bewust kunt sturen. Elke techniek in dit hoofdstuk vind je ook in de ademhalingseditor, met hetzelfde patroon en dezelfde toelichting als in de app.',
    readingHeading: 'Een patroon lezen',
    reading:
      'Een patroon bestaat uit vier getallen in seconden: inademen, vasthouden met volle longen, uitademen, vasthouden met lege longen. 4-7-8-0 betekent dus: 4 in, 7 vasthouden, 8 uit, en meteen door naar de volgende ademhaling. Een nul is een fase die de techniek overslaat.',
    readingPoints: [
      'Ga comfortabel zitten of liggen, met ontspannen schouders. Adem door je neus, tenzij een techniek iets anders zegt.',
      'De tellen zijn een richtlijn, geen test. Voelt het vasthouden te lang, houd dan dezelfde vorm aan in een sneller tempo, of sla het vasthouden over.',
      'Stop en adem gewoon als je duizelig of licht in je hoofd wordt, of je niet goed voelt.',
    ],
  },

  meditation: {
    title: 'De basis van meditatie',
    summary: 'Houding, aandacht, de afdwalende geest en de stijlen van de meditatie-editor',
    intro:
      'Meditatie betekent hier iets eenvoudigs: je aandacht op één ding laten rusten, merken wanneer ze is afgedwaald, en haar terugbrengen, steeds opnieuw. Er hoeft niets leeg te worden, niets bereikt en niets gevoeld.',
    sittingHeading: 'Gaan zitten',
    sitting: [
      'Kies een houding waarin je zonder moeite stil kunt blijven: op een stoel met beide voeten op de grond, op een kussen, of liggend voor een bodyscan. Houd je rug rechtop maar niet stijf, laat je handen rusten en je kaak ontspannen.',
      'Sluit je ogen, of laat ze half open rusten op de grond, een stukje voor je. Allebei is goed; met open ogen blijf je makkelijker wakker als je slaperig bent.',
    ],
    anchorHeading: 'Een anker kiezen',
    anchor: 'Een anker is het ene ding waar je aandacht steeds naar terugkeert. Kies er een en houd het de hele zit aan:',
    anchorPoints: [
      ['De adem', 'bij de neusgaten, in de borst of in de buik, waar je hem het makkelijkst voelt.'],
      ['Het lichaam', 'het gewicht van je lichaam op de stoel, of elk deel om de beurt, zoals bij een bodyscan.'],
      ['Geluiden', 'zoals ze komen en gaan, zonder te benoemen waar ze vandaan komen.'],
      ['Een woord', 'in stilte herhaald, zoals bij mantrameditatie.'],
      ['Een punt', 'waar je ogen op rusten, of het gevoel van elke stap als je loopt.'],
    ],
    wanderingHeading: 'Als je gedachten afdwalen',
    wandering: [
      'Dat gebeurt, vaak al binnen een paar ademhalingen. Dat is geen mislukking: merken dat je bent afgedwaald en terugkomen ís de oefening, zoals optillen en laten zakken de oefening is bij een gewicht. Sommige mensen benoemen het afdwalen met een zacht woordje, ‘denken’, voordat ze terugkeren.',
      'Kom vriendelijk terug. Jezelf berispen is alleen maar weer een gedachte om van terug te komen.',
    ],
    howLongHeading: 'Hoe lang, en hoe vaak',
    howLong: [
      'Vijf tot tien minuten is een goed begin. Een korte zit die je elke dag volhoudt, doet meestal meer dan een lange die je steeds uitstelt; maak hem langer als het makkelijk begint te voelen. Elke dag dezelfde tijd en plek maken er een gewoonte van in plaats van een beslissing.',
      'Een timer bevrijdt je van het kijken op de klok. Stillpoint kan een bel laten klinken bij het begin, tussendoor en aan het eind, en verbergt in Zen-modus de aftelling helemaal.',
    ],
    stylesHeading: 'De stijlen in Stillpoint',
    styles: (count: number) => `De meditatie-editor biedt ${count} stijlen. Elke stijl zorgt voor de timing, de bellen en de aanwijzingen; het oefenen doe je zelf.`,
  },

  daily: {
    title: 'In het dagelijks leven',
    summary: 'Kleine, regelmatige oefening die past in de dag die je al hebt',
    intro:
      'Oefenen helpt het meest als het bij een gewone dag hoort en geen bijzondere gebeurtenis is. Het doel is niet meer tijd op een kussen, maar een paar momenten, vaak, die je zou missen als ze er niet meer waren.',
    smallerHeading: 'Begin kleiner dan je denkt',
    smaller:
      'Twee minuten {box} of tien minuten {quick} is genoeg om te beginnen. Houd het de eerste weken zo kort, tot je merkt dat je ernaar uitkijkt; voeg er daarna een paar minuten aan toe als je wilt.',
    tieHeading: 'Koppel het aan iets wat je al doet',
    tie: 'Een nieuwe gewoonte houdt beter stand als ze aansluit op een oude. Kies een moment dat er toch al elke dag is:',
    tiePoints: [
      'na de eerste koffie of thee, voordat je de laptop openklapt;',
      'in de trein of bus, als passagier (elke techniek behalve {deep-reset});',
      'voor een vergadering of een telefoontje waar je tegen opziet;',
      '’s avonds na het tandenpoetsen, voordat je telefoon op het nachtkastje gaat.',
    ],
    dayHeading: 'Een dag, als voorbeeld',
    dayPoints: [
      ['’s Ochtends:', '{coherent} voor vijf tot tien minuten, of {deep-reset} als je energie wilt en het voor jou veilig is.'],
      ['Voor iets veeleisends:', 'twee minuten {box}.'],
      ['Op een gespannen moment:', '{physiological-sigh}, één tot drie rondes.'],
      ['Na het werk:', '{walking-meditation} op weg naar huis, of {quick} voordat de avond begint.'],
      ['’s Avonds:', '{4-7-8}, {body-scan} of {humming-exhale} om tot rust te komen.'],
    ],
    day: 'Dit is een menu, geen rooster. Eén hiervan per dag is al een vaste oefening.',
    noAppHeading: 'Momenten zonder app',
    noAppPoints: [
      'Drie langzame ademhalingen, elke uitademing langer dan de inademing, terwijl een pagina laadt of het water kookt.',
      'Beide voeten op de grond voelen terwijl je in een rij wacht.',
      'Eén geluid, één kleur en één gewaarwording opmerken voordat je opstaat van je bureau.',
    ],
    trackHeading: 'Bijhouden zonder te scoren',
    track:
      'Stillpoint kan een reeks dagen met een voltooide sessie tonen en je totalen van de afgelopen maand; allebei kun je uitzetten in je voorkeuren, en herinneringen krijg je alleen als je erom vraagt. Een reeks is een geheugensteuntje, geen cijfer: mis je een dag, begin dan gewoon de volgende dag opnieuw.',
  },

  stress: {
    title: 'Omgaan met stress',
    summary: 'Wat je doet op het moment zelf, voor een zware dag, erna en ’s nachts',
    intro:
      'Bij stress maakt je lichaam zich klaar om iets zwaars aan te kunnen: je hart klopt sneller, je ademt sneller, je aandacht vernauwt. In korte periodes is dat nuttig, maar het put je uit als het niet meer uitgaat. Je ademhaling is een van de weinige delen van die reactie die je bewust kunt sturen.',
    momentHeading: 'Op het moment zelf',
    momentPoints: [
      ['Zucht het weg.', '{physiological-sigh}, één tot drie rondes: volledig inademen, er nog een korte teug achteraan, dan lang en langzaam uitademen.'],
      ['Adem langer uit.', 'Adem ongeveer twee keer zo lang uit als in, zoals bij {1-2-ratio}.'],
      ['Benoem het.', 'Tegen jezelf zeggen ‘dit is stress’ of ‘ik voel me angstig’ kan het gevoel een beetje minder heftig maken.'],
      ['Zoek de grond.', 'Voel je voeten, de stoel, je handen; kijk om je heen en benoem een paar dingen die je ziet.'],
    ],
    beforeHeading: 'Voor een uitdaging die je ziet aankomen',
    before:
      'Twee tot vijf minuten {box} voor een examen, een presentatie of een moeilijk gesprek geeft je geest één eenvoudige taak terwijl je lichaam tot rust komt. Oefen het ook op rustige dagen, zodat het vertrouwd is als je het nodig hebt.',
    afterHeading: 'Na een zware dag',
    after:
      'Tien minuten {coherent}, {walking-meditation} of {body-scan} om op te merken waar de dag zich in je lichaam heeft vastgezet. Komt één gevoel steeds terug, dan is {emotion-surfing} een manier om erbij te blijven zonder meegesleept te worden.',
    nightHeading: '’s Nachts',
    night:
      '{4-7-8}, {humming-exhale} of {tidal} in bed. Komt de slaap niet, laat de oefening dan op zichzelf rust zijn in plaats van een manier om slaap af te dwingen; heel hard proberen te ontspannen werkt zelden.',
    safelyHeading: 'Veilig oefenen',
    safelyPoints: [
      'Stop met elke techniek en adem gewoon als je duizelig of licht in je hoofd wordt, tintelingen voelt of kortademig wordt. Vasthouden is altijd optioneel.',
      'Oefen {deep-reset} alleen zittend of liggend: nooit in het water, tijdens het autorijden of staand. Sla de oefening over als je zwanger bent of epilepsie, een hartaandoening of hoge bloeddruk hebt.',
      'Meditatie roept soms moeilijke herinneringen of gevoelens op. Gebeurt dat, open dan je ogen, maak de sessie korter, of stap over op een ademhalingsoefening of een wandeling.',
    ],
    reachOutHeading: 'Wanneer je hulp zoekt',
    reachOut:
      'Ademhaling en meditatie zijn manieren om voor jezelf te zorgen; een behandeling zijn ze niet. Houden stress, angst, somberheid of slecht slapen weken aan, of zitten ze je dagelijks leven in de weg, praat dan met een arts of een professional in de geestelijke gezondheidszorg. Denk je er ooit aan jezelf iets aan te doen, bel dan meteen het alarmnummer in je land of een crisislijn.',
  },

  philosophy: {
    title: 'Filosofie',
    summary: 'Minimalistisch, zonder afleiding, gebaseerd op bewijs en privé: wat elk daarvan in de praktijk betekent',
    intro:
      'Stillpoint is een timer voor ademhaling en meditatie, en probeert niets meer te zijn. Vier principes bepalen wat erin komt, en vooral wat eruit blijft.',
    minimalistHeading: 'Minimalistisch',
    minimalist:
      'Een oefening heeft een patroon nodig, een lengte en misschien een geluid. Alles daarbovenop is een keuze die je zou moeten maken voordat je kunt beginnen. Daarom start elke techniek en elke stijl met instellingen die werken: je kunt op ‘Starten’ drukken zonder iets te veranderen, en de opties zijn er als je ze wilt.',
    distractionFreeHeading: 'Zonder afleiding',
    distractionFreePoints: [
      'Geen feed, geen advertenties, geen badges en niets om doorheen te scrollen voordat je begint.',
      'Tijdens een sessie toont het scherm de visuele gids, de fase en de tijd, en in Zen-modus alleen een ademcirkel.',
      'Een sessie eindigt rustig, met een regel die zegt hoe lang ze duurde, niet met een voorstel om meer te doen.',
    ],
    evidenceHeading: 'Gebaseerd op bewijs',
    evidence: [
      'De toelichting bij elke techniek zegt wat die kan doen en wat voor bewijs erachter zit: een gerandomiseerde studie, een kleine labstudie, een traditie, of het ontbreken van studies. Ze zegt ‘kan’ in plaats van ‘zal’, noemt studies in plaats van getallen te verzinnen, en belooft geen behandeling.',
      'Niets in Stillpoint of in deze gids is medisch advies.',
    ],
    privateHeading: 'Privé',
    privatePoints: [
      'Op de techniekpagina’s kun je zonder account oefenen.',
      'Een account bewaart wat nodig is om te werken: je naam en e-mailadres, je voorkeuren en abonnement, de sessies die je opslaat en het logboek van de sessies die je voltooit, waaruit je reeks en je maandcijfers worden berekend.',
      'Wachtwoorden worden alleen opgeslagen als een trage eenrichtingshash (argon2id).',
      'De pagina’s van de app laden niets van andere sites, dus er draait geen tracker van derden op. Betalingen worden afgehandeld op de eigen pagina van de betaalprovider.',
      'Je kunt op elk moment vanuit je profiel alles downloaden wat over je is opgeslagen, of je account met al zijn gegevens verwijderen.',
    ],
    freeHeading: 'Waarom deze gids gratis is',
    free: 'Alles erin werkt zonder de app: een patroon kun je in je hoofd tellen, en voor een zit volstaat elke klok. Helpt de app je om het oefenen vol te houden, dan is hij er; is de gids alles wat je nodig hebt, dan is dat ook een goede uitkomst.',
  },

  design: {
    title: 'Ontwerp',
    summary: 'Waarom de app eruitziet en werkt zoals hij doet',
    intro: 'Het scherm waarmee je oefent, hoort zo weinig mogelijk aandacht te vragen. Elke ontwerpkeuze in dit hoofdstuk komt voort uit dat ene idee.',
    quietHeading: 'Rustig om naar te kijken',
    quiet: [
      'Veel ruimte, eenvoudige letters en één accentkleur, een diep blauwgroen, licht of donker zoals je systeem is ingesteld. Dezelfde kleuren en vormen lopen door de app, de sessieschermen en de techniekpagina’s, zodat overstappen tussen die onderdelen niets nieuws van je vraagt.',
      'Beweging is traag en volgt de adem. Vraagt je systeem om minder beweging, dan groeit of beweegt er niets: de visuele gids wordt in plaats daarvan lichter en donkerder met de adem. De kleuren voldoen aan de contrasteisen van WCAG AA, en de bedieningselementen zijn groot genoeg voor een ontspannen duim.',
    ],
    guidesHeading: 'Begeleiding die je zonder lezen kunt volgen',
    guides:
      'Een cirkel groeit als je inademt, rust terwijl je vasthoudt en krimpt als je uitademt. Longen en een golf zijn er voor wie die liever heeft. De naam van de fase en de resterende seconden blijven in beeld voor de momenten dat je ze wilt zien, en zachte geluiden kunnen elke overgang aangeven, zodat je je ogen dicht kunt doen.',
    timeHeading: 'Tijd waarop je kunt vertrouwen',
    time: 'De stand van een sessie wordt berekend uit de tijd die is verstreken, niet tik voor tik opgeteld. Zo haalt een telefoon die de pagina op de achtergrond vertraagt de achterstand precies in, en eindigt een zit van zestig minuten op de seconde waarop dat moet. Bellen en signalen worden vooraf ingepland op de audioklok, zodat ze op tijd blijven terwijl de pagina op de achtergrond staat.',
    outOfTheWayHeading: 'Uit de weg terwijl je oefent',
    outOfTheWayPoints: [
      'Het scherm blijft aan tijdens een sessie en wordt na twee minuten zonder aanraking gedimd om de batterij te sparen; met een tik wordt het weer helder.',
      'In Zen-modus verdwijnen de aftelling en de bediening; een tik toont een paar seconden de knop ‘Sessie beëindigen’.',
      'Als je de adem lang vasthoudt, eindigt dat wanneer jij wilt: met de knop ‘Loslaten & ademen’ in plaats van een timer.',
    ],
    whereYouAreHeading: 'Werkt waar je bent',
    whereYouAre:
      'Stillpoint installeer je als een app op je telefoon of computer, en het werkt offline. Een sessie die je zonder verbinding voltooit, blijft op het apparaat bewaard en wordt verstuurd zodra je weer online bent, zodat je geschiedenis geen gaten heeft.',
    thisGuideHeading: 'Deze gids',
    thisGuide:
      'De gids volgt dezelfde regels: één accentkleur, ruimte rond de tekst, en elk patroon en elke toelichting komt uit dezelfde catalogus waarop de app draait, zodat de twee het nooit oneens zijn.',
  },
} satisfies GuideWords;
