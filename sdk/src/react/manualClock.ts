import { createManualClock as createCoreManualClock, type ManualClock } from '../core/createManualClock';
import { warnDeprecated } from '../core/warnDeprecated';

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
