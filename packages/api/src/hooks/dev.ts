// Reads of the dev area.
import { contract } from '../contract';
import { keys } from '../keys';
import { useEndpoint } from './core';

/** The dev mailbox, polled every 3 s while shown. */
export const useMailbox = () =>
  useEndpoint(keys.mailbox, contract.dev.mailbox, undefined, { refreshInterval: 3000 });
