import type { CatalogTexts } from './catalogTexts';

/** The styles' and the library's words in Dutch (je; terms as in docs/glossary.md and the SDK catalog). */
export const nl: CatalogTexts = {
  styles: {
    tm: {
      subtitle: 'Mantrameditatie na een korte ademopwarming',
      description: '2 minuten Pranayama-ademhaling, daarna 20 minuten moeiteloze mantrameditatie.',
      how: 'Twee minuten langzaam ademen; ga daarna comfortabel zitten, sluit je ogen en herhaal in stilte een eenvoudig, rustgevend woord. Merk je dat je bent afgedwaald, keer er dan moeiteloos naar terug. Blijf aan het eind nog een minuut of twee stil zitten voordat je je ogen opent.',
      why: 'Een herhaalde klank geeft de geest een makkelijke plek om te rusten, zodat de inspanning kan wegvallen; veel mensen vinden deze stijl rustgevend.',
      when: 'Het traditionele ritme is twee keer per dag: voor het ontbijt en aan het eind van de middag.',
      science:
        'Transcendente Meditatie is een als handelsmerk beschermde techniek die door gecertificeerde leraren wordt onderwezen; deze stijl neemt alleen de timing over. Meta-analyses van TM-studies melden een bescheiden daling van de bloeddruk, en een verklaring van de American Heart Association uit 2013 stelde dat ze als aanvulling overwogen kan worden.',
    },
    zen: {
      subtitle: 'Stil, rechtop zitten, niets op het scherm',
      description: '20 minuten zittende zazen in Zen-modus, daarna een rustige overgang van 5 minuten.',
      how: 'Zit rechtop en stil, je ogen half open en je blik rustend op de vloer voor je. Tel je ademhalingen van één tot tien en begin opnieuw als je de tel kwijtraakt. De laatste vijf minuten zijn een rustige overgang voordat je opstaat.',
      why: 'Een stabiele houding en een eenvoudige tel kunnen je leren om afdwalen eerder op te merken en terug te keren, keer op keer.',
      when: 'Dagelijks zitten, het liefst op dezelfde tijd en plek; Zen-modus verbergt de timer, zodat niets aan je aandacht trekt.',
      science:
        'Zazen is de zitmeditatie van het zenboeddhisme. Studies bij ervaren zenbeoefenaars (bijv. Pagnoni et al., 2008) vonden dat zij na afleidende gedachten sneller terugkeerden naar rust; het bewijs voor beginners is beperkt.',
    },
    quick: {
      subtitle: 'Tien minuten met de adem',
      description: 'Eenvoudig 10 minuten zitten en rusten bij de adem, voor dagen met weinig tijd.',
      how: 'Ga comfortabel zitten, sluit je ogen en laat je aandacht rusten op de adem, bij je neusgaten of je buik. Als je gedachten afdwalen, merk dat op en kom terug. Dat is de hele oefening.',
      why: 'Tien minuten is lang genoeg om tot rust te komen en kort genoeg om elke dag te doen, en een vaste gewoonte telt misschien meer dan lang zitten.',
      when: 'In je lunchpauze, tussen taken door, of wanneer een volledige sessie er niet in past.',
      science:
        'Korte mindfulnesssessies van ongeveer 10 minuten verbeterden in sommige labstudies de aandacht (bijv. Norris et al., 2018), en korte dagelijkse oefening hing in studies met apps samen met een betere stemming.',
    },
    'body-scan': {
      subtitle: 'Spanning loslaten van top tot teen',
      description: 'Beweeg je aandacht 15 minuten lang langzaam door je lichaam, met elke minuut een aanwijzing.',
      how: 'Ga comfortabel liggen of zitten. Beweeg je aandacht langzaam van je tenen naar de bovenkant van je hoofd en merk elk gebied op zonder het te willen veranderen. Aanwijzingen begeleiden je onderweg.',
      why: 'Nauwkeurig letten op gewaarwordingen kan spanning losmaken die je niet had opgemerkt, en oefent een rustige, nieuwsgierige manier van aandacht geven.',
      when: '’s Avonds of voor het slapen, na een lange dag achter je bureau, of als je je losgekoppeld voelt van je lichaam.',
      science:
        'De bodyscan is een kernoefening van Mindfulness-Based Stress Reduction (MBSR). Meta-analyses van MBSR melden een matige afname van stress en angst; de scan op zich is minder onderzocht.',
    },
    'anchor-switching': {
      subtitle: 'Train waar je aandacht naartoe gaat',
      description: 'Verplaats je aandacht bij elke aanwijzing tussen adem, geluiden en lichaam, elke 45 seconden, 12 minuten lang.',
      how: 'Laat je aandacht rusten op één anker (de adem, geluiden of je lichaam) en verplaats die bewust naar het volgende als de aanwijzing daarom vraagt. Elke wissel is een kans om op te merken waar je geest was.',
      why: 'Zelf kiezen waar je aandacht naartoe gaat en die bewust verplaatsen, oefent misschien dezelfde controle die je nodig hebt om een afleiding los te laten.',
      when: 'Voor geconcentreerd werk, of als je hoofd versnipperd aanvoelt.',
      science:
        'De oefening steunt op onderzoek naar aandachtstraining, dat het vasthouden van aandacht onderscheidt van het verplaatsen ervan. Studies naar mindfulnesstraining laten kleine verbeteringen zien bij aandachtstaken; precies deze oefening is niet op zichzelf getest.',
    },
    'emotion-surfing': {
      subtitle: 'Op een gevoel surfen zonder meegesleept te worden',
      description: 'Merk een gevoel in je lichaam op en kijk hoe het opkomt en wegebt, met elke 2 minuten een aanwijzing, 10 minuten lang.',
      how: 'Roep een gevoel op dat er nu is, merk op waar het zich in je lichaam laat voelen en kijk hoe het als een golf opkomt, piekt en wegebt, zonder het weg te duwen of het verhaal erachter te volgen.',
      why: 'Gevoelens gaan vaak makkelijker voorbij als je ze opmerkt in plaats van ertegen te vechten, en ze benoemen kan er wat van de scherpte afhalen.',
      when: 'Als een emotie sterk maar hanteerbaar voelt. Voelt ze overweldigend, kies dan een ademsessie of zoek contact met iemand die je vertrouwt.',
      science:
        'Ze is afgeleid van „urge surfing” uit Mindfulness-Based Relapse Prevention. Labstudies naar het benoemen van gevoelens (affect labeling, bijv. Lieberman et al., 2007) vonden dat gevoelens onder woorden brengen de activiteit van de dreigingsreactie in de hersenen verminderde.',
    },
    'mental-labeling': {
      subtitle: 'Benoem het, laat het gaan',
      description: 'Benoem gedachten, geluiden en gevoelens met een zacht woord, met elke 90 seconden een aanwijzing, 15 minuten lang.',
      how: 'Benoem ervaringen zodra ze opkomen met een zacht woord: „denken”, „horen”, „voelen”, „plannen”. Keer daarna terug naar de adem tot het volgende verschijnt.',
      why: 'Een stil label schept wat afstand tussen jou en een gedachte, wat het makkelijker kan maken om die los te laten.',
      when: 'Als je gedachten druk zijn of blijven hangen, of om je zitten meer structuur te geven.',
      science:
        'Benoemen komt uit de Birmese Mahasi-traditie van inzichtmeditatie. Studies naar het benoemen van gevoelens suggereren dat het benoemen van een ervaring de emotionele aantrekkingskracht ervan kan verminderen; er is weinig onderzoek naar benoemen als oefening zelf.',
    },
    'gaze-meditation': {
      subtitle: 'Ogen open, rustend op één punt',
      description: 'Laat je ogen zacht rusten op één punt, met elke 2 minuten een aanwijzing, 12 minuten lang.',
      how: 'Laat je ogen zacht rusten op één punt, zoals een kaarsvlam of een vlekje op de muur, zonder te forceren. Knipper als dat nodig is. Als je gedachten afdwalen, keer dan terug naar het punt.',
      why: 'Een uitwendig, zichtbaar anker kan mensen die met gesloten ogen slaperig of onrustig worden, helpen aanwezig te blijven.',
      when: 'Als je je slaperig voelt, of als je met open ogen wilt oefenen.',
      science:
        'Ze lijkt op Trataka, een yogische kijkoefening. Een paar kleine studies melden een betere aandacht of slaap na Trataka-training, maar het bewijs is voorlopig.',
    },
    'open-awareness': {
      subtitle: 'Wijde, keuzeloze aandacht',
      description: 'Laat je aandacht openstaan voor wat er ook opkomt, met elke 3 minuten een aanwijzing, 18 minuten lang.',
      how: 'Zit rustig en laat je aandacht wijd open rusten: geluiden, gewaarwordingen, gedachten. Merk op wat er ook opkomt en laat het voorbijgaan, zonder één anker te kiezen.',
      why: 'In plaats van je te concentreren oefen je gewoon gewaar te zijn, waardoor je minder verstrikt kunt raken in één gedachte.',
      when: 'Als je al wat ervaring hebt met gerichte oefeningen, of aan het eind van een langere meditatie.',
      science:
        'Onderzoekers noemen dit „open monitoring” en onderscheiden het van gerichte aandacht (Lutz et al., 2008). Studies koppelen het aan flexibelere aandacht, al gaat het meestal om ervaren mediteerders.',
    },
    'walking-meditation': {
      subtitle: 'Mindfulness bij elke stap',
      description: 'Loop langzaam en voel elke stap, met elke 90 seconden een aanwijzing, 15 minuten lang.',
      how: 'Loop langzaam in een rustige ruimte en merk op hoe elke voet opkomt, beweegt en neerkomt. Als je gedachten afdwalen, keer dan terug naar het gevoel van je voeten op de grond.',
      why: 'Bewegen houdt je alert en kan het makkelijker maken om mindfulness mee te nemen in je dagelijks leven.',
      when: 'Als zitten onrustig of slaperig voelt, na lang achter je bureau, of buiten.',
      science:
        'Loopmeditatie wordt in veel boeddhistische tradities beoefend. Kleine studies melden voordelen voor de stemming en, bij ouderen, voor het evenwicht; grotere studies zijn nog nodig.',
    },
  },
  libraryEducation: {
    mbsr: {
      how: 'Ga comfortabel zitten en laat je aandacht rusten op de adem. Als elke 10 minuten de bel klinkt, kijk dan waar je aandacht is en kom zacht terug.',
      why: 'Je aandacht terugbrengen naar het nu, zonder jezelf te veroordelen om het afdwalen, is de basisvaardigheid van mindfulness, en door te oefenen gaat dat je in het dagelijks leven misschien makkelijker af.',
      when: 'Een vaste dagelijkse zitmeditatie, op een tijd die je kunt vrijhouden.',
      science:
        'Mindfulness-Based Stress Reduction is een cursus van 8 weken die Jon Kabat-Zinn in 1979 ontwikkelde. Meta-analyses (bijv. Khoury et al., 2015) melden bij gezonde volwassenen een matige afname van stress, angst en sombere stemming.',
    },
    metta: {
      how: 'Wens in stilte het goede („moge je veilig zijn, moge het je goed gaan”), achtereenvolgens aan jezelf, een dierbare, een neutraal persoon, iemand die je moeilijk vindt en alle wezens. Een bel markeert elke fase van 5 minuten.',
      why: 'Bewust welwillendheid oefenen kan warme gevoelens voor jezelf en anderen versterken.',
      when: 'Als je kritisch bent op jezelf, prikkelbaar bent of je losgekoppeld voelt van anderen.',
      science:
        'Liefdevolle vriendelijkheid komt uit de boeddhistische praktijk. Een meta-analyse uit 2015 (Zeng et al.) vond dat deze beoefening positieve emoties versterkte; de studies zijn meestal klein.',
    },
    'yoga-nidra': {
      how: 'Ga liggen, dek jezelf toe en volg de fasen: tot rust komen, het lichaam doorlopen, de adem volgen, een rustige plek voor je zien en dan langzaam terugkomen. Blijf wakker als dat lukt, maar wegdoezelen is prima.',
      why: 'Diepe rust met een begeleide structuur kan het lichaam laten ontspannen terwijl de geest zacht bezig blijft.',
      when: 'Om ’s middags op te laden of voor het slapen. Het wordt soms „diepe rust zonder slaap” genoemd (non-sleep deep rest, NSDR).',
      science:
        'Yoga nidra is een begeleide ontspanningsoefening uit de yoga. Kleine studies melden een betere slaapkwaliteit en minder stress, en één kleine PET-studie (Kjaer et al., 2002) zag daarbij dopamine vrijkomen.',
    },
  },
  meditationLibrary: {
    'tm-transcendental': {
      name: 'Meditatie in transcendente stijl',
      description: 'Twintig minuten moeiteloze mantrameditatie met gesloten ogen, in het traditionele ritme van twee keer per dag.',
    },
    'mindfulness-mbsr': {
      name: 'Mindfulness (MBSR)',
      description: 'Dertig minuten mindful zitten in de stijl van Mindfulness-Based Stress Reduction, met elke 10 minuten een bel om even bij jezelf in te checken.',
    },
    'body-scan-progressive': {
      name: 'Progressieve bodyscan',
      description: 'Twintig minuten langzaam omhoog door je lichaam in vijf fasen, met een zachte bel bij elke fase.',
      phases: [
        ['Voeten en benen', 'Voel het gewicht van je voeten en benen; merk warmte, druk of tinteling op.'],
        ['Heupen en buik', 'Merk je heupen, onderrug en buik op, die rijzen en dalen met de adem.'],
        ['Borst en rug', 'Voel je borst en bovenrug bewegen; laat je schouders zacht worden.'],
        ['Armen en handen', 'Breng je aandacht via je armen omlaag tot in je vingertoppen en merk elke gewaarwording op.'],
        ['Nek, gezicht en hoofd', 'Ontspan je kaak, je ogen en je voorhoofd; voel dan je hele lichaam tegelijk.'],
      ],
    },
    'metta-loving-kindness': {
      name: 'Liefdevolle vriendelijkheid (Metta)',
      description: 'Vijfentwintig minuten goede wensen in vijf steeds wijdere cirkels, van jezelf tot alle wezens.',
      phases: [
        ['Jezelf', 'Moge ik veilig zijn. Moge het me goed gaan. Moge ik met gemak leven.'],
        ['Een dierbare', 'Denk aan iemand om wie je geeft en wens die hetzelfde toe.'],
        ['Een neutraal persoon', 'Denk aan iemand die je nauwelijks kent en wens ook die persoon het goede toe.'],
        ['Iemand die je moeilijk vindt', 'Neem voorzichtig ook iemand mee die je lastig vindt, voor zover dat vandaag goed voelt.'],
        ['Alle wezens', 'Laat de wensen zich verspreiden naar iedereen, overal.'],
      ],
    },
    'yoga-nidra-nsdr': {
      name: 'Yoga Nidra (NSDR)',
      description: 'Dertig minuten diepe, begeleide rust, liggend, met het geluid van de zee op de achtergrond.',
      phases: [
        ['Tot rust komen en intentie', 'Ga liggen, maak het je gemakkelijk en kies een korte, vriendelijke intentie.'],
        ['Reis door het lichaam', 'Beweeg je aandacht vlot door je lichaam, deel voor deel.'],
        ['Aandacht voor de adem', 'Tel langzame ademhalingen terug vanaf 27 en begin opnieuw als je de tel kwijtraakt.'],
        ['Rustige plek', 'Stel je een rustige, veilige plek tot in detail voor en rust daar.'],
        ['Terugkomen', 'Herhaal je intentie, voel je lichaam en kom langzaam terug.'],
      ],
    },
    'sit-walk-sit': {
      name: 'Zitten, lopen, zitten',
      description: 'Vijfentwintig minuten zitten, tien minuten langzaam lopen, weer vijfentwintig minuten zitten: een bel opent elk deel en sluit de meditatie af.',
    },
    'random-bells-noting': {
      name: 'Willekeurige bellen om te benoemen',
      description: 'Twintig minuten zitten met vijf bellen op momenten die je niet kunt voorspellen: benoem bij elke bel wat er is en ga dan verder.',
    },
  },
  breathingLibrary: {
    'box-breathing-navy': {
      name: 'Box-ademhaling (Navy-stijl)',
      description: 'Tien minuten vierkante ademhaling in 4-4-4-4, zoals die wordt aangeleerd om kalm te blijven onder druk.',
    },
    'four-seven-eight-weil': {
      name: '4-7-8 (dr. Weil)',
      description: 'Acht rondes: 4 in, 7 vasthouden, 8 uit, zoals dr. Andrew Weil het leert.',
    },
    'coherent-breathing': {
      name: 'Coherente ademhaling',
      description: 'Vijftien minuten op zes ademhalingen per minuut, 5 seconden in en 5 uit.',
    },
    'physiological-sigh-huberman': {
      name: 'Fysiologische zucht (Huberman)',
      description: 'Drie zuchten met een dubbele inademing: 2 seconden in met een extra slokje erbovenop, 6 seconden uit.',
    },
    'deep-reset-simplified': {
      name: 'Diepe reset (vereenvoudigd)',
      description: 'Drie rondes: 30 snelle ademhalingen, tot 60 seconden adem vasthouden, een herstelademhaling en 30 seconden rust.',
    },
  },
};
