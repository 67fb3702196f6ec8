import type { AmbientOption, BellType, CueSound, VisualGuide } from './options';

/** What the builders and the documentation call each choice. */
export const VISUAL_GUIDE_LABELS: Readonly<Record<VisualGuide, string>> = { circle: 'Circle', lungs: 'Lungs', wave: 'Wave' };

/** Each ambient bed's name as a person reads it ("Sea", "Night outside"). */
export const AMBIENT_LABELS: Readonly<Record<AmbientOption, string>> = {
  none: 'None',
  sauna_loop: 'Sauna',
  sea_loop: 'Sea',
  forest_loop: 'Forest',
  rain_loop: 'Rain',
  cafe_loop: 'Café',
  lake_wind: 'Lake wind',
  outside_night: 'Night outside',
  spring_forest: 'Spring forest',
  daytime_bonfire: 'Bonfire',
  summer_forest: 'Summer forest',
  warm_afternoon: 'Warm afternoon',
  pine_trees: 'Pine trees',
};

/** Each cue sound's name as a person reads it ("Bell chime"). */
export const CUE_SOUND_LABELS: Readonly<Record<CueSound, string>> = {
  bell_chime: 'Bell chime',
  bell_ping: 'Bell ping',
  bowl_long: 'Long bowl',
  gong_soft: 'Soft gong',
  gong_deep: 'Deep gong',
};

/** Each bell type's name as a person reads it ("Tibetan bowl"). */
export const BELL_TYPE_LABELS: Readonly<Record<BellType, string>> = {
  none: 'None',
  'tibetan-bowl': 'Tibetan bowl',
  'crystal-bell': 'Crystal bell',
  'nature-chime': 'Nature chime',
  'zen-gong': 'Zen gong',
  'soft-tone': 'Soft tone',
};
