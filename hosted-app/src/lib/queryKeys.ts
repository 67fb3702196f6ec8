/**
 * Query keys are the API paths they read (core-app.md §7: the default fetcher GETs the key's parts
 * joined with "/"), kept in one place so a mutation invalidates exactly what it changed.
 */
export const queryKeys = {
  subscription: ['/api/subscription/status'],
  sessions: ['/api/sessions'],
  stats: ['/api/user/stats'],
  log: ['/api/sessions/log'],
  push: ['/api/push/status'],
  developerAccess: ['/api/dev/access'],
} as const;
