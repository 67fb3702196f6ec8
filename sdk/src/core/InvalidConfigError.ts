import { describeErrors, type FieldError } from '../catalog/parseConfig';

/** Thrown by the plan compilers when a config does not pass its schema; `errors` names every wrong field. */
export class InvalidConfigError extends Error {
  /** Every wrong field, with a sentence each. */
  readonly errors: readonly FieldError[];

  constructor(what: string, errors: readonly FieldError[]) {
    super(`The ${what} settings are not valid: ${describeErrors(errors)}`);
    this.name = 'InvalidConfigError';
    this.errors = errors;
  }
}
