import { breathingPreset, meditationPreset, type BreathingPresetId, type MeditationStylePresetId } from '@stillpoint/sdk/catalog';

// The guide's prose names techniques and styles as the catalog does, so a renamed preset is renamed there too.

export const techniqueName = (id: BreathingPresetId) => breathingPreset(id).name;

export const styleName = (id: MeditationStylePresetId) => meditationPreset(id).name;
