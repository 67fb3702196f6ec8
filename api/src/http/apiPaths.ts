/**
 * Whether a request path is the API's. The router matches paths whatever their letter case (its default,
 * which the health check and the app's pages follow too), so this does as well: every middleware that
 * guards the API (the Origin check, the database gate, the body parser, the session) and marks its
 * answers asks this one question, and a path the router serves never misses them. Spellings the router
 * does not decode or fold (`/%61pi/…`) are not the API's, and the router does not match them either.
 */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);
