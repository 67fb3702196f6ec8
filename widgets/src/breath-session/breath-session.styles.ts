import { hostStyles } from '../hostStyles';

/** <breath-session>'s own stylesheet; the runner brings the rest inside its frame. */
export const breathSessionStyles = hostStyles();
