/** @jsxImportSource preact */
// Compiled by tsc in jsxTypings.test.ts: the same elements in a Preact app.
import type {} from '@stillpoint/widgets/jsx-preact';

export function Practice({ onDone }: { onDone: (elapsed: number) => void }) {
  return (
    <div>
      <breath-session technique="4-7-8" rounds="4" onsession-complete={(event) => onDone(event.detail.elapsed)} />
      <meditation-timer type="body-scan" minutes={10} zen onsession-pause={(event) => onDone(event.detail.elapsed)} />
      {/* @ts-expect-error: not a meditation type */}
      <meditation-timer type="nap" />
    </div>
  );
}
