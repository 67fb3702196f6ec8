import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { RecommendationMessageKey } from './en';

/** A mood's recommendation in Dutch: je, terms as docs/glossary.md keeps them (ronde, sessie, Loslaten & ademen). */
export const nl: AreaMessages<RecommendationMessageKey> = {
  'breathing.box': 'Adem 4 seconden in, houd 4 vast, adem 4 uit, houd 4 vast en volg daarbij de cirkel.',
  'breathing.4-7-8': 'Adem 4 seconden rustig in door je neus, houd 7 vast en adem 8 seconden langzaam uit door je mond.',
  'breathing.coherent': 'Adem 5 seconden in en 5 uit, vloeiend en zonder pauze.',
  'breathing.1-2-ratio': 'Adem 4 seconden in en 8 uit, zacht, alsof door een rietje.',
  'breathing.physiological-sigh': 'Adem in door je neus, neem er een tweede kort slokje lucht bovenop en laat dan alles gaan in een lange uitademing door je mond.',
  'breathing.step-down': 'Adem 8 seconden in en 8 uit; elke twee rondes worden beide een seconde korter, tot 4.',
  'breathing.tidal': 'Adem ontspannen, 3 seconden in en 3 uit, en merk gewoon elke ademhaling op.',
  'breathing.humming-exhale': 'Adem 4 seconden in door je neus en neurie dan zacht terwijl je 6 seconden uitademt.',
  'breathing.deep-reset':
    'Neem zittend of liggend 30 volle, snelle ademhalingen, houd na de laatste uitademing je adem vast tot je op „Loslaten & ademen” tikt en neem dan een diepe herstelademhaling; drie rondes. Nooit in het water of achter het stuur.',
  'meditation.tm': 'Zit na een paar minuten langzaam ademen met gesloten ogen en herhaal in stilte een rustgevend woord; keer ernaar terug telkens als je afdwaalt.',
  'meditation.zen': 'Zit rechtop en stil met je ogen half open, tel je ademhalingen van één tot tien en begin opnieuw als je de tel kwijtraakt.',
  'meditation.quick': 'Ga comfortabel zitten, laat je aandacht rusten op de adem en kom er telkens naar terug als je gedachten afdwalen.',
  'meditation.body-scan': 'Ga comfortabel liggen of zitten en beweeg je aandacht langzaam van je tenen naar de bovenkant van je hoofd; merk op zonder iets te veranderen.',
  'meditation.anchor-switching': 'Laat je aandacht rusten op de adem, geluiden of je lichaam en verplaats die naar het volgende anker telkens als er een aanwijzing verschijnt.',
  'meditation.emotion-surfing': 'Merk op wat je voelt en waar het in je lichaam zit, en kijk hoe het als een golf opkomt en wegebt, zonder het weg te duwen.',
  'meditation.mental-labeling': 'Benoem elke gedachte, elk geluid en elk gevoel met een zacht woord zoals „denken” of „horen” en keer dan terug naar de adem.',
  'meditation.gaze-meditation': 'Laat je ogen zacht rusten op één punt, knipper als dat nodig is en keer ernaar terug als je gedachten afdwalen.',
  'meditation.open-awareness': 'Laat je aandacht wijd open rusten voor geluiden, gewaarwordingen en gedachten, en merk elk ervan op terwijl het komt en gaat.',
  'meditation.walking-meditation': 'Loop langzaam en voel elke stap: hoe je voet opkomt, beweegt en neerkomt.',
  'length.lasts': { one: 'De sessie duurt {count} minuut.', other: 'De sessie duurt {count} minuten.' },
  'length.keepGoing': { one: 'Ga {count} minuut door; de sessie stopt vanzelf.', other: 'Ga {count} minuten door; de sessie stopt vanzelf.' },
  'length.threeRounds': { one: 'Drie rondes, ongeveer {count} minuut.', other: 'Drie rondes, ongeveer {count} minuten.' },
  'length.rounds': { one: '{rounds}, ongeveer {count} minuut.', other: '{rounds}, ongeveer {count} minuten.' },
  'length.roundCount': { one: '{count} ronde', other: '{count} rondes' },
};
