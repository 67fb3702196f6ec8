import { appText } from '../../i18n/appLocaleStore';
import { presetsMessages } from '../presets/presetsMessages';
import type { RecentRun } from '../session/recentRuns';

/**
 * What an "Again" tile says beside a run's title: its planned length in whole minutes (a 40-second pattern reads
 * "1 min") and its kind, each left out where the title already says it ("15 min Meditation" needs neither), so the
 * title keeps the tile's width on a phone. In the app's language now.
 */
export function againTileMeta(run: RecentRun): string {
  const minutes = presetsMessages.text('presets.minutes', { count: Math.max(1, Math.round(run.seconds / 60)) });
  const kind = appText(run.request.kind === 'breathing' ? 'quick.breathing' : 'quick.meditation');
  const title = run.title.toLowerCase();
  return [minutes, kind].filter((part) => !title.includes(part.toLowerCase())).join(' · ');
}
