/**
 * What can go wrong in a service, in the service's own words. Services know nothing of HTTP: only
 * errorMiddleware turns these into statuses, and their messages are meant for the person who sees them.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (a field, a link, a date). */
export class InvalidInputError extends DomainError {}

/** Nobody is signed in, or the credentials are wrong. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

/** The call is part of the paid plan, and the user has neither a trial nor a subscription now. */
export class PaymentRequiredError extends DomainError {}

/** The request clashes with what is stored (a taken address, a taken id). */
export class ConflictError extends DomainError {}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A part we depend on (the database, the mail server) is away for now; the same call may succeed later. */
export class UnavailableError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
