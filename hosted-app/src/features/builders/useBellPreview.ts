import type { AudioEngine } from '@stillpoint/sdk/audio';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Plays a bell now, as a session would ring it: the SDK's audio engine, loaded on the first press (the builder's
 * page does not carry it otherwise), unlocked inside that press, let go when the builder closes.
 */
export function useBellPreview(): (bell: string) => void {
  const engine = useRef<Promise<AudioEngine> | null>(null);
  useEffect(
    () => () => {
      void engine.current?.then((created) => created.dispose());
      engine.current = null;
    },
    [],
  );
  return useCallback((bell: string) => {
    engine.current ??= import('@stillpoint/sdk/audio').then(({ AudioEngine: Engine }) => new Engine({ baseUrl: '/sounds/' }));
    void engine.current.then(async (created) => {
      await created.unlock().catch(() => {});
      await created.load([bell]);
      created.playSound(bell);
    });
  }, []);
}
