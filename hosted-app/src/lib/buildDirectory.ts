/**
 * Where the app is built, relative to this package (tests and the bench build into a folder of their own, beside the
 * one npm start serves): react-router.config.ts builds there, and prerendering reads the client build's manifest there
 * (features/public/islandModules.ts). A function: the browser has no `process`.
 */
export const buildDirectory = (): string => process.env.STILLPOINT_APP_BUILD_DIR ?? 'build';
