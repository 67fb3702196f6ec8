import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { StartKey } from './startWords';

export const nl: AreaMessages<StartKey> = {
  'meta.title': 'Begin hier: een eenvoudige gids',
  'meta.description': 'Een startgids van vijf minuten voor ademhalingsoefeningen en meditatie: kies een oefening, ga goed zitten, probeer één korte sessie, houd het klein.',
  'meta.keywords': 'beginnen met mediteren, ademhalingsoefeningen voor beginners, startgids, eerste meditatie',
  heading: 'Begin hier',
  lede: 'Vijf minuten, een stoel en een telefoon of computer. Meer heeft een eerste sessie niet nodig.',
  'pick.title': '1. Kies ademen of zitten',
  'pick.text':
    'Is je hoofd druk of je lichaam gespannen, begin dan met <b>ademen</b>: een telling volgen geeft je aandacht iets om vast te houden. Voel je je al redelijk rustig, probeer dan <b>meditatie</b>: een paar minuten stilzitten met een klank aan het eind.',
  'pick.breathwork': 'Wat is ademwerk? (Engels)',
  'pick.breathworkText': 'De technieken, en hoe je er een kiest.',
  'pick.meditation': 'Wat is meditatie? (Engels)',
  'pick.meditationText': 'Zitten zonder geheimzinnigheid.',
  'position.title': '2. Zoek een comfortabele houding',
  'position.text':
    'Zit rechtop op een stoel met je voeten op de grond, of ga liggen als je voor het slapen oefent. Laat je schouders zakken. Adem door je neus, tenzij een techniek iets anders zegt.',
  'try.title': '3. Probeer één korte sessie',
  'try.text':
    'Op de <home>startpagina</home> kun je meteen box-ademhaling (twee minuten) of een fysiologische zucht (ongeveer een minuut) doen, zonder account. Volg de cirkel: hij groeit als je inademt en krimpt als je uitademt. Er wordt niets opgeslagen.',
  'small.title': '4. Houd het klein',
  'small.text':
    'Een paar minuten op de meeste dagen doet meer dan één lange sessie per week. Voelt een telling te lang, maak hem korter; word je licht in je hoofd, stop dan en adem gewoon. Er is geen verkeerde manier om een tijdje stil te zitten.',
  'more.title': '5. Als je meer wilt',
  'more.text':
    'Met een account krijg je alle negen ademhalingstechnieken, de meditatiebouwer, opgeslagen sessies en een geschiedenis van wat je hebt geoefend. Je begint met een gratis proefperiode van 14 dagen.',
  'more.reading':
    'Verder lezen: de gratis <calmkit>CalmKit-gids</calmkit> (een pdf met technieken om te bewaren), waar je op let bij <apps>een minimalistische meditatie-app</apps>, en hoe Stillpoint zich verhoudt tot <calm>Calm</calm> en <headspace>Headspace</headspace> (Engels).',
  'learn.breathwork': 'Meer over ademwerk',
  'learn.meditation': 'Meer over meditatie',
};
