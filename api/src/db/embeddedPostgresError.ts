/**
 * A failure of the embedded PostgreSQL server that its user can act on. The message is one line that says what
 * went wrong and what to do; `npm start` and `npm test` print it as it is, without a stack.
 */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}
