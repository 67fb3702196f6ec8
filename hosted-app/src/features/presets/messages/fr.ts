import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { PresetMessageKey } from './en';

/** The preset dialog in French: vous, terms as docs/glossary.md keeps them (séance, cycle). */
export const fr: AreaMessages<PresetMessageKey> = {
  'preset.beginner': 'Débutant',
  'preset.intermediate': 'Intermédiaire',
  'preset.advanced': 'Avancé',
  'preset.how': 'Comment pratiquer',
  'preset.why': 'Pourquoi ça marche',
  'preset.when': 'Quand l’utiliser',
  'preset.science': 'Ce que dit la science',
  'preset.minutes': '{minutes} min',
  'preset.rounds': { one: '{count} cycle', other: '{count} cycles' },
  'preset.length': 'Durée',
  'preset.close': 'Fermer',
  'preset.start': 'Commencer une séance de {minutes} min',
  'category.balance': 'équilibre',
  'category.body': 'corps',
  'category.calm': 'calme',
  'category.emotion': 'émotions',
  'category.energy': 'énergie',
  'category.focus': 'concentration',
  'category.mantra': 'mantra',
  'category.mindfulness': 'pleine conscience',
  'category.movement': 'mouvement',
  'category.sleep': 'sommeil',
  'category.stillness': 'immobilité',
};
