import { hostStyles } from '../hostStyles';

/** <meditation-timer>'s own stylesheet; the runner brings the rest inside its frame. */
export const meditationTimerStyles = hostStyles();
