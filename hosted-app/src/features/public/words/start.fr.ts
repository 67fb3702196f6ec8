import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { StartKey } from './startWords';

export const fr: AreaMessages<StartKey> = {
  'meta.title': 'Commencer ici : un guide simple',
  'meta.description': 'Un guide de cinq minutes pour débuter la respiration et la méditation : choisir une pratique, s’installer, essayer une courte séance, rester modeste.',
  'meta.keywords': 'commencer à méditer, exercices de respiration pour débutants, guide de démarrage, première méditation',
  heading: 'Commencer ici',
  lede: 'Cinq minutes, une chaise et un téléphone ou un ordinateur. C’est tout ce qu’il faut pour une première séance.',
  'pick.title': '1. Choisir la respiration ou l’assise',
  'pick.text':
    'Si votre esprit est agité ou votre corps tendu, commencez par la <b>respiration</b> : suivre un décompte donne à l’attention quelque chose à quoi se tenir. Si vous vous sentez déjà plutôt posé, essayez la <b>méditation</b> : quelques minutes assis, immobile, avec une cloche à la fin.',
  'pick.breathwork': 'Qu’est-ce que le travail du souffle ? (en anglais)',
  'pick.breathworkText': 'Les techniques, et comment en choisir une.',
  'pick.meditation': 'Qu’est-ce que la méditation ? (en anglais)',
  'pick.meditationText': 'La pratique assise, sans mystère.',
  'position.title': '2. Trouver une position confortable',
  'position.text':
    'Asseyez-vous droit sur une chaise, les pieds au sol, ou allongez-vous si vous pratiquez avant de dormir. Laissez tomber les épaules. Respirez par le nez, sauf si une technique indique autre chose.',
  'try.title': '3. Essayer une courte séance',
  'try.text':
    'Sur la <home>page d’accueil</home>, vous pouvez lancer tout de suite la respiration carrée (deux minutes) ou un soupir physiologique (environ une minute), sans compte. Suivez le cercle : il grandit quand vous inspirez et rétrécit quand vous expirez. Rien n’est enregistré.',
  'small.title': '4. Rester modeste',
  'small.text':
    'Quelques minutes la plupart des jours font plus qu’une longue séance par semaine. Si un décompte vous semble trop long, raccourcissez-le ; si la tête vous tourne, arrêtez et respirez normalement. Il n’y a pas de mauvaise façon de rester assis tranquillement un moment.',
  'more.title': '5. Quand vous voulez aller plus loin',
  'more.text':
    'Un compte vous donne les neuf techniques de respiration, l’éditeur de méditation, les séances enregistrées et l’historique de votre pratique. Il commence par un essai gratuit de 14 jours.',
  'more.reading':
    'Pour aller plus loin : le <calmkit>guide CalmKit</calmkit> gratuit (un PDF de techniques à garder), ce qu’il faut chercher dans <apps>une appli de méditation minimaliste</apps>, et comment Stillpoint se compare à <calm>Calm</calm> et <headspace>Headspace</headspace> (en anglais).',
  'learn.breathwork': 'En savoir plus sur le souffle',
  'learn.meditation': 'En savoir plus sur la méditation',
};
