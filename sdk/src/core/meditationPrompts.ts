import { en } from '../catalog/messages/en';
import type { MeditationType } from '../catalog/options';

/** Guidance shown during the main phase of each guided type: short, calm, one instruction each. */
export const MEDITATION_PROMPTS: Readonly<Partial<Record<MeditationType, readonly string[]>>> = {
  'micro-reset': [
    en['prompt.microReset.1'],
    en['prompt.microReset.2'],
    en['prompt.microReset.3'],
    en['prompt.microReset.4'],
    en['prompt.microReset.5'],
  ],
  'body-scan': [
    en['prompt.bodyScan.1'],
    en['prompt.bodyScan.2'],
    en['prompt.bodyScan.3'],
    en['prompt.bodyScan.4'],
    en['prompt.bodyScan.5'],
    en['prompt.bodyScan.6'],
    en['prompt.bodyScan.7'],
    en['prompt.bodyScan.8'],
  ],
  'anchor-switching': [
    en['prompt.anchorSwitching.1'],
    en['prompt.anchorSwitching.2'],
    en['prompt.anchorSwitching.3'],
    en['prompt.anchorSwitching.4'],
    en['prompt.anchorSwitching.5'],
    en['prompt.anchorSwitching.6'],
  ],
  'emotion-surfing': [
    en['prompt.emotionSurfing.1'],
    en['prompt.emotionSurfing.2'],
    en['prompt.emotionSurfing.3'],
    en['prompt.emotionSurfing.4'],
    en['prompt.emotionSurfing.5'],
  ],
  'mental-labeling': [
    en['prompt.mentalLabeling.1'],
    en['prompt.mentalLabeling.2'],
    en['prompt.mentalLabeling.3'],
    en['prompt.mentalLabeling.4'],
    en['prompt.mentalLabeling.5'],
  ],
  'gaze-meditation': [
    en['prompt.gazeMeditation.1'],
    en['prompt.gazeMeditation.2'],
    en['prompt.gazeMeditation.3'],
    en['prompt.gazeMeditation.4'],
    en['prompt.gazeMeditation.5'],
  ],
  'open-awareness': [
    en['prompt.openAwareness.1'],
    en['prompt.openAwareness.2'],
    en['prompt.openAwareness.3'],
    en['prompt.openAwareness.4'],
  ],
  'walking-meditation': [
    en['prompt.walkingMeditation.1'],
    en['prompt.walkingMeditation.2'],
    en['prompt.walkingMeditation.3'],
    en['prompt.walkingMeditation.4'],
    en['prompt.walkingMeditation.5'],
  ],
};

/** For any guided type without its own list. */
export const DEFAULT_PROMPTS: readonly string[] = [
  en['prompt.default.1'],
  en['prompt.default.2'],
  en['prompt.default.3'],
];

/** The guidance prompts a meditation type shows, in order: its own list, else DEFAULT_PROMPTS. */
export function promptsFor(type: MeditationType): readonly string[] {
  return MEDITATION_PROMPTS[type] ?? DEFAULT_PROMPTS;
}
