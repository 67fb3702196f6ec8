import { createManualClock as createCoreManualClock, type ManualClock as CoreManualClock } from '../core/createManualClock';
import { warnDeprecated } from '../core/warnDeprecated';

/**
 * A clock that only moves when told to.
 *
 * @deprecated Import `ManualClock` from `@stillpoint/sdk/core`; this alias goes in 1.0.
 */
export type ManualClock = CoreManualClock;

/**
 * A manual clock starting at the reading `start` (ms).
 *
 * @deprecated Import `createManualClock` from `@stillpoint/sdk/core`, where the clock belongs (it needs no
 * React); this re-export warns once and goes in 1.0.
 */
export function createManualClock(start = 0): ManualClock {
  warnDeprecated("createManualClock from '@stillpoint/sdk/react'", "import it from '@stillpoint/sdk/core'.");
  return createCoreManualClock(start);
}
