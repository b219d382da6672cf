import { INVALID_MESSAGE } from '@pinjam/api/contract';

/**
 * What a service throws when a rule of the business says no. Nothing here knows HTTP: the one
 * error handler (platform/http/errors.ts) answers each kind with its status and the usual
 * `{ message, errors?, code? }` body. `code` is a stable word the client may branch on
 * (the contract's errorCodes).
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Per field, the messages a form shows beside it. */
export type FieldMessages = Record<string, string[]>;

export { INVALID_MESSAGE };

/** The thing asked for does not exist, or the caller may not know that it does (404). */
export class NotFound extends DomainError {}

/** The caller is known but may not do this (403). */
export class Forbidden extends DomainError {}

/** The caller must sign in (again) first (401). */
export class Unauthorized extends DomainError {}

/**
 * The request clashes with the current state, e.g. an edit of a stale version (409). `errors`
 * may name what clashed (a checkout's entries no longer available, by `entries.N`).
 */
export class Conflict extends DomainError {
  constructor(
    message: string,
    code?: string,
    readonly errors?: FieldMessages,
  ) {
    super(message, code);
  }
}

/** The payment was refused (a declined card, a PayPal payment not approved): 402 with its code. */
export class PaymentRefused extends DomainError {}

/** More than the business accepts in one go (413). */
export class TooLarge extends DomainError {}

/** The caller went away before the work began, so it was not done (400). */
export class Abandoned extends DomainError {}

/** Fields a form must correct (422): `errors` names each one. */
export class FieldErrors extends DomainError {
  constructor(
    readonly errors: FieldMessages,
    message = INVALID_MESSAGE,
  ) {
    super(message);
  }

  static one(field: string, message: string): FieldErrors {
    return new FieldErrors({ [field]: [message] });
  }
}

/**
 * Not now: the caller has had its share (429), or the server is busy (`busy`, 503). The answer
 * says when to come back (Retry-After, in whole seconds).
 */
export class TryLater extends DomainError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly busy = false,
  ) {
    super(message);
  }
}
