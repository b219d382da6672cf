// The API's error answer (`{ message, code?, errors? }`, @pinjam/api's contract `errorBody`), as a
// shape the machines can check without zod. A test holds it to the contract's schema.
import type { ErrorBody } from '@pinjam/api/contract';
import { dictionary, list, object, optional, text, type Shape } from './shape';

export const errorBodyShape: Shape<ErrorBody> = object({
  message: text(),
  code: optional(text({ max: 200 })),
  errors: optional(dictionary(list(text()))),
});

/** The fields of an error the machines keep (extra keys dropped). */
export const toErrorBody = ({ message, code, errors }: ErrorBody): ErrorBody => ({
  message,
  ...(code === undefined ? {} : { code }),
  ...(errors === undefined ? {} : { errors }),
});
