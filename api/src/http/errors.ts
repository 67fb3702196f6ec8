/**
 * An error of the HTTP layer itself (a body that is too large, of the wrong type, or from another
 * site), with the status it answers. Services never throw these: they throw the domain errors of
 * ../errors.ts, which errorMiddleware maps.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
