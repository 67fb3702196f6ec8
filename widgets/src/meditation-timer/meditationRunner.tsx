import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import { MeditationRingSession } from '@stillpoint/sdk/react';
import type { AttributeResult, WidgetSettings } from '../attributes';
import type { WidgetRunnerProps } from '../SessionView';
import type { MeditationZenSession } from './zenRunner';

let Zen: typeof MeditationZenSession | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the zen view's runner (zenRunner.ts), a chunk that a page without a zen session never
 * fetches. The element loads it before it shows such a session; resolves at once once loaded.
 */
export function loadZenRunner(): Promise<void> {
  loading ??= import('./zenRunner').then((module) => {
    Zen = module.MeditationZenSession;
  });
  return loading;
}

/** Whether these settings run in the zen view and its runner is not loaded yet (the element loads it first). */
export function needsZenRunner(settings: AttributeResult<WidgetSettings<MeditationConfig>>): boolean {
  return settings.ok && settings.value.config.zenMode && !Zen;
}

/**
 * <meditation-timer>'s runner: MeditationPlanSession's two views, the zen one once loadZenRunner()
 * has brought it (the element waits for it, see `prepare` in meditation-timer.component.ts).
 */
export function MeditationRunner(props: WidgetRunnerProps<MeditationConfig>) {
  if (props.config?.zenMode && Zen) return <Zen {...props} />;
  return <MeditationRingSession {...props} />;
}
