// A chunk of its own (loadZenRunner() in meditationRunner.tsx): only a <meditation-timer> whose
// session uses the zen view fetches it.
export { MeditationZenSession } from '@stillpoint/sdk/react';
