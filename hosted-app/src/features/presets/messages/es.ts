import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { PresetMessageKey } from './en';

/** The preset dialog in Spanish: tú, terms as docs/glossary.md keeps them (sesión, ronda). */
export const es: AreaMessages<PresetMessageKey> = {
  'preset.beginner': 'Principiante',
  'preset.intermediate': 'Intermedio',
  'preset.advanced': 'Avanzado',
  'preset.how': 'Cómo practicar',
  'preset.why': 'Por qué funciona',
  'preset.when': 'Cuándo usarla',
  'preset.science': 'Lo que dice la ciencia',
  'preset.minutes': '{minutes} min',
  'preset.rounds': { one: '{count} ronda', other: '{count} rondas' },
  'preset.length': 'Duración',
  'preset.close': 'Cerrar',
  'preset.start': 'Empezar sesión de {minutes} min',
  'category.balance': 'equilibrio',
  'category.body': 'cuerpo',
  'category.calm': 'calma',
  'category.emotion': 'emociones',
  'category.energy': 'energía',
  'category.focus': 'concentración',
  'category.mantra': 'mantra',
  'category.mindfulness': 'atención plena',
  'category.movement': 'movimiento',
  'category.sleep': 'sueño',
  'category.stillness': 'quietud',
};
