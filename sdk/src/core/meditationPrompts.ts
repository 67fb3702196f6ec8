import { en, type MessageKey } from '../catalog/messages/en';
import type { MeditationType } from '../catalog/options';

/** The catalog's prompts `prompt.<name>.1` ... `prompt.<name>.<count>`, in order (their keys written once, in en.ts). */
function prompts(name: string, count: number): readonly string[] {
  return Array.from({ length: count }, (_, index) => en[`prompt.${name}.${index + 1}` as MessageKey] as string);
}

/** Guidance shown during the main phase of each guided type: short, calm, one instruction each. */
export const MEDITATION_PROMPTS: Readonly<Partial<Record<MeditationType, readonly string[]>>> = {
  'micro-reset': prompts('microReset', 5),
  'body-scan': prompts('bodyScan', 8),
  'anchor-switching': prompts('anchorSwitching', 6),
  'emotion-surfing': prompts('emotionSurfing', 5),
  'mental-labeling': prompts('mentalLabeling', 5),
  'gaze-meditation': prompts('gazeMeditation', 5),
  'open-awareness': prompts('openAwareness', 4),
  'walking-meditation': prompts('walkingMeditation', 5),
};

/** For any guided type without its own list. */
export const DEFAULT_PROMPTS: readonly string[] = prompts('default', 3);

/** The guidance prompts a meditation type shows, in order: its own list, else DEFAULT_PROMPTS. */
export function promptsFor(type: MeditationType): readonly string[] {
  return MEDITATION_PROMPTS[type] ?? DEFAULT_PROMPTS;
}
