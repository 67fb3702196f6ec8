import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { PresetMessageKey } from './en';

/** The preset dialog in Dutch: je, terms as docs/glossary.md keeps them (sessie, ronde). */
export const nl: AreaMessages<PresetMessageKey> = {
  'preset.beginner': 'Beginner',
  'preset.intermediate': 'Gevorderd',
  'preset.advanced': 'Ervaren',
  'preset.how': 'Zo oefen je',
  'preset.why': 'Waarom het werkt',
  'preset.when': 'Wanneer te gebruiken',
  'preset.science': 'Het onderzoek',
  'preset.minutes': '{minutes} min',
  'preset.rounds': { one: '{count} ronde', other: '{count} rondes' },
  'preset.length': 'Lengte',
  'preset.close': 'Sluiten',
  'preset.start': 'Sessie van {minutes} min starten',
  'category.balance': 'balans',
  'category.body': 'lichaam',
  'category.calm': 'rust',
  'category.emotion': 'gevoel',
  'category.energy': 'energie',
  'category.focus': 'focus',
  'category.mantra': 'mantra',
  'category.mindfulness': 'mindfulness',
  'category.movement': 'beweging',
  'category.sleep': 'slaap',
  'category.stillness': 'stilte',
};
