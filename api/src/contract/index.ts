/**
 * @stillpoint/api/contract: the schemas of every request body and answer of the API, the types derived
 * from them and the texts the app reacts to. The API parses with these schemas; the hosted app types its
 * calls with them. Nothing here touches the server: it runs in the browser as well.
 */
export * from './messages';
export * from './fields';
export * from './auth';
export * from './user';
export * from './sessions';
export * from './billing';
export * from './subscription';
export * from './recommendations';
export * from './contact';
export * from './developerTools';
export * from './errors';
export { canonicalTimeZone, isTimeZone, TIME_ZONES } from './timeZone';
export * from './push';
export * from './runningSits';
export * from './operator';
export * from './calmkit';
