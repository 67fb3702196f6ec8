import type { ReactNode } from 'react';
import { RunnerFrame } from '@stillpoint/sdk/react';

/** Stories of a single view sit in the runner's frame, which carries the stylesheet and the theme. */
export function Frame({ label = 'Stillpoint session', dimmed, children }: { label?: string; dimmed?: boolean; children: ReactNode }) {
  return (
    <div style={{ height: '100vh' }}>
      <RunnerFrame label={label} dimmed={dimmed}>
        {children}
      </RunnerFrame>
    </div>
  );
}
