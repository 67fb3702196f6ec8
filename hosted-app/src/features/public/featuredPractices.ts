import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import type { SessionRequest } from '../session/sessionRequest';

export interface FeaturedPractice {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly length: string;
  readonly request: SessionRequest;
}

/** The visitor's two featured practices (core-app.md §6): box breathing for 2 minutes, and the physiological sigh. */
export const FEATURED_PRACTICES: readonly FeaturedPractice[] = [
  {
    id: 'box',
    name: 'Box Breathing',
    summary: 'In, hold, out, hold: four counts each. Steadying, and simple to follow.',
    length: '2 minutes · 4-4-4-4',
    request: { kind: 'breathing', source: 'featured', title: 'Box Breathing', config: { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 2 } } },
  },
  {
    id: 'physiological-sigh',
    name: 'Physiological Sigh',
    summary: 'Two inhales and a long exhale: the quickest way to settle.',
    length: 'About 1 minute · 2 in, 6 out',
    request: { kind: 'breathing', source: 'featured', title: 'Physiological Sigh', config: BREATHING_PRESET_CONFIGS['physiological-sigh'] },
  },
];
