import type { SavedSession } from '@stillpoint/api/contract';
import { breathingSummary, meditationSummary } from '@stillpoint/sdk/catalog';

/** A saved session's settings in a few words, as the catalog says them: "4-0-6-0 · 8 rounds · Lungs", "20 min · Body Scan · Sea". */
export function sessionSummary(session: SavedSession): string {
  return session.type === 'breathing' ? breathingSummary(session.config) : meditationSummary(session.config);
}
