import { techniqueMessages } from './techniqueTexts';

/** Each technique's words in Dutch (je; fasen zoals in de SDK-catalogus en docs/glossary.md). */
export const nl = techniqueMessages({
  box: {
    subtitle: 'Rustige, stabiele focus',
    description: 'Vier gelijke zijden: inademen, vasthouden, uitademen, vasthouden, elk 4 seconden.',
    explanation: 'Gelijke tellen vertragen je tot ongeveer vier ademhalingen per minuut en geven de geest één eenvoudige taak.',
    phases: [
      ['Inademen', '4 s door de neus'],
      ['Vasthouden', '4 s, longen vol'],
      ['Uitademen', '4 s, langzaam en gelijkmatig'],
      ['Vasthouden', '4 s, longen leeg'],
    ],
    how: 'Adem 4 seconden in door je neus, houd 4 vast, adem 4 uit, houd 4 vast. Houd de adem zacht en volg de cirkel langs zijn vier zijden.',
    why: 'Gelijke, trage tellen brengen het ademtempo terug tot ongeveer vier per minuut en geven de geest een eenvoudige taak, wat een gejaagd, angstig gevoel kan verlichten.',
    when: 'Voor een vergadering, een examen of een moeilijk gesprek, of wanneer je jezelf wilt stabiliseren en alert wilt blijven.',
    science:
      'Box-ademhaling wordt onderwezen in sommige opleidingen voor militairen en hulpverleners. In een gerandomiseerde studie uit 2023 (Balban et al., Cell Reports Medicine) verbeterden vijf minuten per dag gedurende een maand de stemming en verminderden ze angst, al deed cyclisch zuchten het iets beter.',
  },
  '4-7-8': {
    subtitle: 'Ontspannen en tot rust komen voor het slapen',
    description: 'Adem 4 tellen in, houd 7 vast, adem 8 uit, acht keer.',
    explanation: 'Een uitademing die twee keer zo lang is als de inademing, leunt op de kalmerende helft van elke ademhaling.',
    phases: [
      ['Inademen', '4 s, rustig door de neus'],
      ['Vasthouden', '7 s'],
      ['Uitademen', '8 s, langzaam door de mond'],
    ],
    how: 'Adem 4 seconden rustig in door je neus, houd 7 vast en adem dan 8 seconden langzaam uit door je mond. Voelt het vasthouden te lang, houd dan dezelfde verhouding aan in een sneller tempo.',
    why: 'De uitademing is twee keer zo lang als de inademing; bij langzaam uitademen vertraagt het hart vanzelf, dus lange uitademingen kunnen helpen om tot rust te komen.',
    when: '’s Avonds in bed, of wanneer je spanning wilt loslaten. Stop en adem gewoon als je licht in je hoofd wordt.',
    science:
      'Bekend gemaakt door dr. Andrew Weil, vanuit yogische ademhaling. Het bewijs komt vooral uit kleine labstudies naar trage ademhaling met lange uitademingen, die op korte termijn hartslag en bloeddruk verlagen; de methode zelf is nauwelijks onderzocht.',
  },
  coherent: {
    subtitle: 'Balans bij zes ademhalingen per minuut',
    description: 'Vijf seconden in, vijf seconden uit, zonder pauzes, tien minuten lang.',
    explanation: 'Zes ademhalingen per minuut ligt dicht bij het tempo waarin hartritme en adem het sterkst samen opgaan.',
    phases: [
      ['Inademen', '5 s, vloeiend'],
      ['Uitademen', '5 s, vloeiend'],
    ],
    how: 'Adem 5 seconden in en 5 uit, zonder pauze, door je neus als dat lukt. Laat de adem vloeiend zijn en niet dieper dan prettig is.',
    why: 'Zes ademhalingen per minuut ligt dicht bij het tempo waarin hartritme en ademhaling het sterkst samen opgaan (resonantie), wat een rustigere, stabielere toestand kan ondersteunen.',
    when: 'Als dagelijkse oefening van 10 tot 20 minuten, of om tot rust te komen na een stressig deel van de dag.',
    science:
      'Biofeedback van hartslagvariabiliteit bij ongeveer zes ademhalingen per minuut wordt al tientallen jaren onderzocht (Lehrer en collega’s). Een meta-analyse uit 2017 (Goessl et al.) vond een matige afname van zelfgerapporteerde stress en angst.',
  },
  '1-2-ratio': {
    subtitle: 'Langer uitademen om los te laten',
    description: 'Adem 4 seconden in en 8 uit, acht keer.',
    explanation: 'Een dubbel zo lange uitademing brengt meer van elke ademhaling door in de fase waarin het hart vertraagt.',
    phases: [
      ['Inademen', '4 s'],
      ['Uitademen', '8 s, alsof door een rietje'],
    ],
    how: 'Adem 4 seconden in en 8 uit, zacht, alsof door een rietje. Er is geen vasthouden.',
    why: 'Een uitademing die twee keer zo lang is als de inademing, leunt op het deel van elke ademhaling waarin het hart vertraagt, wat het lichaam kan helpen naar rust te schakelen.',
    when: 'Als je opgefokt bent, na het sporten, of als korte afbouw voor het slapen.',
    science:
      'Het hart versnelt iets bij elke inademing en vertraagt bij elke uitademing (respiratoire sinusaritmie). Kleine labstudies wijzen erop dat langere uitademingen deze kalmerende schommeling versterken; grote studies naar de verhouding zelf ontbreken.',
  },
  'physiological-sigh': {
    subtitle: 'Snelle verlichting in een gespannen moment',
    description: 'Twee keer inademen door de neus en lang uitademen door de mond, zes keer.',
    explanation: 'Het tweede slokje lucht opent de longen weer en de lange uitademing voert koolstofdioxide af.',
    phases: [
      ['Inademen', '2 s door de neus'],
      ['Nog een keer inademen', '1 s, een kort slokje erbovenop'],
      ['Uitademen', '6 s, lang, door de mond'],
      ['Vasthouden', '2 s, leeg rusten'],
    ],
    how: 'Adem in door je neus, neem er dan een tweede kort slokje lucht bovenop en laat alles gaan in een lange, langzame uitademing door je mond. Rust even en herhaal.',
    why: 'De tweede inademing opent ingeklapte longblaasjes weer en de lange uitademing voert koolstofdioxide af, wat snel verlichting kan geven.',
    when: 'Midden in een stressig moment, als je snel rustig moet worden. Een tot drie zuchten is vaak genoeg.',
    science:
      'Mensen en andere zoogdieren zuchten vanzelf om de paar minuten. In een gerandomiseerde studie uit 2023 (Balban et al.) verbeterden vijf minuten cyclisch zuchten per dag de stemming en verlaagden ze de ademfrequentie meer dan mindfulnessmeditatie.',
  },
  'step-down': {
    subtitle: 'Van traag naar natuurlijk',
    description: 'Begin met 8 seconden in en 8 uit, elke twee rondes een seconde korter, tot 4 en 4. Twaalf rondes.',
    explanation: 'Lang beginnen en dan afbouwen laat je in trage ademhaling komen en eindigen in een ontspannen tempo.',
    phases: [
      ['Inademen', '8 s, dan 7, 6, 5, 4'],
      ['Uitademen', 'even lang als de inademing'],
    ],
    how: 'Begin met een inademing van 8 seconden en een uitademing van 8 seconden. Elke twee rondes worden beide een seconde korter, tot 4 seconden. Volg de begeleiding en forceer de lengte niet.',
    why: 'Lang beginnen en dan afbouwen laat je eerst in trage ademhaling komen en eindigen in een ontspannen, natuurlijk tempo, wat een sessie trage ademhaling makkelijker kan maken.',
    when: 'Als je rustig en gestructureerd wilt afbouwen, bijvoorbeeld tussen werk en avond.',
    science:
      'Geen enkele studie heeft precies deze volgorde getest. Ze bouwt voort op onderzoek naar trage ademhaling, dat ademen rond zes keer per minuut of trager koppelt aan een hogere hartslagvariabiliteit en minder zelfgerapporteerde stress.',
  },
  tidal: {
    subtitle: 'Een zacht, natuurlijk ritme',
    description: 'Ontspannen ademhalingen van 3 seconden in en uit, tien minuten lang.',
    explanation: 'Rustig ademen dicht bij je rustritme geeft je aandacht een vast anker, zonder inspanning.',
    phases: [
      ['Inademen', '3 s, ontspannen'],
      ['Uitademen', '3 s, ontspannen'],
    ],
    how: 'Adem 3 seconden in en 3 uit, op een ontspannen, gewone diepte. Er valt niets te bereiken: merk gewoon elke ademhaling op zoals die komt en gaat.',
    why: 'Rustige, regelmatige ademhaling dicht bij je rustritme geeft je aandacht een vast anker zonder enige inspanning, wat de geest kan helpen tot rust te komen.',
    when: 'Altijd, vooral als vasthouden of heel traag ademen onprettig voelt, of als eerste stap naar meditatie.',
    science:
      'Getijdenademhaling is de gewone ademhaling in rust. Er aandacht aan geven is de kern van mindful ademen, en mindfulnessprogramma’s laten in meta-analyses een bescheiden afname van stress zien.',
  },
  'humming-exhale': {
    subtitle: 'Kalmeren met klank',
    description: 'Adem 4 seconden in en neurie dan zacht terwijl je 6 seconden uitademt, acht keer.',
    explanation: 'Een geneuriede uitademing is vanzelf lang, en de trilling geeft de geest iets om op te rusten.',
    phases: [
      ['Inademen', '4 s door de neus'],
      ['Neuriën', '6 s, lippen gesloten'],
    ],
    how: 'Adem 4 seconden in door je neus en adem dan 6 seconden uit terwijl je zacht neuriet met gesloten lippen. Voel de trilling in je gezicht en borst.',
    why: 'Een geneuriede uitademing is vanzelf lang en traag, en de klank geeft de geest iets om op te rusten, wat je kan helpen ontspannen.',
    when: 'Als je gedachten druk zijn, voor het slapen, of wanneer een zachte, kalmerende oefening je aanspreekt.',
    science:
      'Ze is gebaseerd op Bhramari, de yogische „bijenademhaling”. Neuriën verhoogde in een studie uit 2002 (Weitzberg en Lundberg) het stikstofmonoxide in de neus ongeveer vijftienvoudig; kleine studies naar Bhramari melden een lagere hartslag, maar het bewijs is nog beperkt.',
  },
  'deep-reset': {
    subtitle: 'Energie met adem en vasthouden',
    description: 'Drie rondes: 30 snelle ademhalingen, adem vasthouden tot je loslaat, 15 s herstelademhaling en 30 s rust.',
    explanation: 'Snel ademen gevolgd door vasthouden is een sterke, energieke prikkel. Zit of lig; nooit in het water of achter het stuur.',
    phases: [
      ['Snel ademen', '30 volle ademhalingen, 1 s in, 1 s uit'],
      ['Adem vasthouden', 'na de laatste uitademing, tot je op Loslaten & ademen tikt'],
      ['Herstelademhaling', 'adem volledig in en houd 15 s vast'],
      ['Rust', '30 s ontspannen ademen'],
    ],
    how: 'Neem 30 volle, snelle ademhalingen, in door de neus en uit door de mond. Houd na de laatste uitademing je adem vast zolang het prettig is, tik op „Loslaten & ademen”, neem een diepe herstelademhaling en houd die 15 seconden vast, en rust dan. Drie rondes.',
    why: 'Snel ademen gevolgd door vasthouden is een sterke prikkel waarna je je alert en helder kunt voelen; veel mensen gebruiken het om wakker te worden.',
    when: '’s Ochtends of als je energie wilt, zittend of liggend. Nooit in het water, achter het stuur of staand, en sla het over als je zwanger bent of epilepsie, een hartaandoening of hoge bloeddruk hebt.',
    science:
      'Dit is cyclische hyperventilatie met het vasthouden van de adem, zoals bij de Wim Hof-methode. In een labstudie uit 2014 (Kox et al., PNAS) lieten getrainde vrijwilligers een veranderde immuunreactie zien, en een gerandomiseerde studie uit 2023 vond een betere dagelijkse stemming; het kan tintelingen of een licht gevoel in het hoofd geven.',
  },
});
