import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { CalmKitKey } from './calmkitWords';

export const nl: AreaMessages<CalmKitKey> = {
  'meta.title': 'CalmKit: een gratis gids voor ademhaling en meditatie',
  'meta.description': 'CalmKit, een gratis pdf-gids (Engels): negen ademhalingstechnieken, de basis van meditatie, dagelijkse oefening en omgaan met stress.',
  'meta.keywords': 'ademhalingsgids, meditatiegids, gratis pdf, box-ademhaling, 4-7-8-ademhaling, stressbeheersing',
  kicker: 'Gratis gids',
  heading: 'CalmKit: de gids voor ademhaling en meditatie',
  tagline:
    'Elke ademhalingstechniek, de basis van het zitten, en hoe je een paar stille minuten in een drukke dag past. Een pdf om te bewaren of online te lezen, in het Engels. Geen e-mailadres nodig.',
  download: 'Pdf downloaden (gratis)',
  view: 'Online lezen',
  'inside.title': 'Wat erin staat',
  'topic.breathing.title': 'Ademhalingstechnieken',
  'topic.breathing.text': 'De negen technieken van de app: elk ritme, hoe je het oefent, wanneer je het gebruikt en wat het bewijs zegt.',
  'topic.meditation.title': 'De basis van meditatie',
  'topic.meditation.text': 'Houding, aandacht, de afdwalende geest en de meditatiestijlen waaruit je kunt kiezen.',
  'topic.daily.title': 'In het dagelijks leven',
  'topic.daily.text': 'Kleine, regelmatige oefening die past in de dag die je al hebt.',
  'topic.stress.title': 'Omgaan met stress',
  'topic.stress.text': 'Wat je doet op het moment zelf, voor een zware dag, erna en ’s nachts.',
  'topic.philosophy.title': 'Filosofie',
  'topic.philosophy.text': 'Minimalistisch, zonder afleiding, gebaseerd op bewijs en privé: wat elk daarvan in de praktijk betekent.',
  'topic.design.title': 'Ontwerp',
  'topic.design.text': 'Waarom de app eruitziet en werkt zoals hij doet, en wat hij weglaat.',
  'free.title': 'Waarom hij gratis is',
  'free.text':
    'Goed ademen en stil zitten horen niet achter een betaalmuur, en alles in de gids werkt zonder app. Helpt de gids je, dan is Stillpoint de timer die dezelfde technieken begeleidt, de tijd exact bijhoudt en niet in de weg zit.',
  'free.note': 'De gids is algemene informatie, geen medisch advies. Lees meer over <philosophy>onze filosofie</philosophy> (Engels).',
  'cta.title': 'Probeer Stillpoint 14 dagen gratis',
  'cta.prices': 'Daarna {monthly} per maand of {yearly} per jaar ({perMonth} per maand). Altijd opzegbaar.',
};
