/** The event the root route sends on window once the app has hydrated: a public page's press loader waits for it (hydrateOnFirstPress.ts). */
export const HYDRATED_EVENT = 'stillpoint:hydrated';
