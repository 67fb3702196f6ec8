import type { MessageValues } from '@stillpoint/sdk/catalog';
import type { BuilderMessageKey } from './messages/en';

/** §5: a bell interval of 0 reads "Off", otherwise "Every N min"; a segment's `every` reads the same. */
export const bellIntervalText = (minutes: number, t: (key: BuilderMessageKey, values?: MessageValues) => string) =>
  minutes === 0 ? t('bells.everyOff') : t('bells.everyMinutes', { minutes });
