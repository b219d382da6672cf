// The API's error answer (`{ message, code?, errors? }`): the contract's own schema.
import { errorBody, type ErrorBody } from '@pinjam/api/contract';

export { errorBody as errorBodyShape };

/** The fields of an error the machines keep (extra keys dropped). */
export const toErrorBody = ({ message, code, errors }: ErrorBody): ErrorBody => ({
  message,
  ...(code === undefined ? {} : { code }),
  ...(errors === undefined ? {} : { errors }),
});
