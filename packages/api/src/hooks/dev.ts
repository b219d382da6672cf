// Reads of the dev area.
import { dev } from '../contract/dev';
import { keys } from '../keys';
import { useEndpoint } from './core';

/** The dev mailbox, polled every 3 s while shown. */
export const useMailbox = () => useEndpoint(keys.mailbox, dev.mailbox, undefined, { refreshInterval: 3000 });
