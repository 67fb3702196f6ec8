import type { RecentRun } from '../session/recentRuns';

/**
 * What an "Again" tile says beside a run's title: its planned length in whole minutes (a 40-second pattern reads
 * "1 min") and its kind, each left out where the title already says it ("15 min Meditation" needs neither), so the
 * title keeps the tile's width on a phone.
 */
export function againTileMeta(run: RecentRun): string {
  const minutes = `${Math.max(1, Math.round(run.seconds / 60))} min`;
  const kind = run.request.kind === 'breathing' ? 'Breathing' : 'Meditation';
  const title = run.title.toLowerCase();
  return [minutes, kind].filter((part) => !title.includes(part.toLowerCase())).join(' · ');
}
