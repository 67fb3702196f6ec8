import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { CalmKitKey } from './calmkitWords';

export const fr: AreaMessages<CalmKitKey> = {
  'meta.title': 'CalmKit : un guide gratuit de respiration et de méditation',
  'meta.description': 'CalmKit, un guide PDF gratuit (en anglais) : neuf techniques de respiration, les bases de la méditation, la pratique quotidienne et la gestion du stress.',
  'meta.keywords': 'guide de respiration, guide de méditation, PDF gratuit, respiration carrée, respiration 4-7-8, gestion du stress',
  kicker: 'Guide gratuit',
  heading: 'CalmKit : le guide essentiel de la respiration et de la méditation',
  tagline:
    'Chaque technique de respiration, les bases de l’assise, et comment glisser quelques minutes de calme dans une journée chargée. Un PDF à garder ou à lire en ligne, en anglais. Aucune adresse e-mail demandée.',
  download: 'Télécharger le PDF (gratuit)',
  view: 'Lire en ligne',
  'inside.title': 'Ce qu’il contient',
  'topic.breathing.title': 'Techniques de respiration',
  'topic.breathing.text': 'Les neuf techniques de l’application : chaque rythme, comment le pratiquer, quand l’utiliser et ce qu’en disent les études.',
  'topic.meditation.title': 'Les bases de la méditation',
  'topic.meditation.text': 'La posture, l’attention, l’esprit qui vagabonde, et les styles de méditation parmi lesquels choisir.',
  'topic.daily.title': 'Au quotidien',
  'topic.daily.text': 'Une pratique courte et régulière qui trouve sa place dans la journée que vous avez déjà.',
  'topic.stress.title': 'Gérer le stress',
  'topic.stress.text': 'Que faire sur le moment, avant une journée difficile, après, et la nuit.',
  'topic.philosophy.title': 'Philosophie',
  'topic.philosophy.text': 'Minimaliste, sans distraction, fondée sur les preuves et privée : ce que chacun signifie en pratique.',
  'topic.design.title': 'Conception',
  'topic.design.text': 'Pourquoi l’application a cette apparence et ce comportement, et ce qu’elle laisse de côté.',
  'free.title': 'Pourquoi il est gratuit',
  'free.text':
    'Bien respirer et s’asseoir en silence ne devraient pas être payants, et tout ce que contient le guide fonctionne sans application. S’il vous aide, Stillpoint est le minuteur qui guide les mêmes techniques, garde un temps exact et sait se faire oublier.',
  'free.note': 'Ce guide est une information générale, pas un avis médical. En savoir plus sur <philosophy>notre philosophie</philosophy> (en anglais).',
  'cta.title': 'Essayez Stillpoint gratuitement pendant 14 jours',
  'cta.prices': 'Ensuite {monthly} par mois ou {yearly} par an ({perMonth} par mois). Résiliable à tout moment.',
};
