import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { PresetMessageKey } from './en';

/** The preset dialog in German: du, terms as docs/glossary.md keeps them (Sitzung, Runde, Min.). */
export const de: AreaMessages<PresetMessageKey> = {
  'preset.beginner': 'Einsteiger',
  'preset.intermediate': 'Fortgeschritten',
  'preset.advanced': 'Erfahren',
  'preset.how': 'So übst du',
  'preset.why': 'Warum es wirkt',
  'preset.when': 'Wann es hilft',
  'preset.science': 'Die Forschung',
  'preset.minutes': '{minutes} Min.',
  'preset.rounds': { one: '{count} Runde', other: '{count} Runden' },
  'preset.length': 'Länge',
  'preset.close': 'Schließen',
  'preset.start': '{minutes}-Min.-Sitzung starten',
  'category.balance': 'Balance',
  'category.body': 'Körper',
  'category.calm': 'Ruhe',
  'category.emotion': 'Gefühle',
  'category.energy': 'Energie',
  'category.focus': 'Fokus',
  'category.mantra': 'Mantra',
  'category.mindfulness': 'Achtsamkeit',
  'category.movement': 'Bewegung',
  'category.sleep': 'Schlaf',
  'category.stillness': 'Stille',
};
