import type { Voice } from './voices';

/** The voices a session has scheduled and not yet freed: cancelled together, counted for tests. */
export class VoiceSet {
  private readonly voices = new Set<Voice>();

  get size(): number {
    return this.voices.size;
  }

  add(voice: Voice, onDone?: () => void): Voice {
    if (voice.done) return voice;
    this.voices.add(voice);
    voice.onDone = () => {
      this.voices.delete(voice);
      onDone?.();
    };
    return voice;
  }

  /** Cancels every voice that starts at or after `time` (audio seconds); returns how many. */
  cancelFrom(time: number): number {
    let count = 0;
    for (const voice of [...this.voices]) {
      if (voice.start >= time) {
        voice.cancel();
        count += 1;
      }
    }
    return count;
  }

  cancelAll(immediate = false): void {
    for (const voice of [...this.voices]) voice.cancel(immediate);
  }

  dispose(): this {
    this.cancelAll(true);
    return this;
  }
}
