import { contract } from '../../contract';
import { mockEndpoint, mockPending } from '../endpoint';
import { mailbox } from './fixtures';

const { dev } = contract;

/** The dev mailbox (GET /api/dev/mailbox). */
export const mailboxHandlers = {
  default: [mockEndpoint(dev.mailbox, () => ({ emails: mailbox }))],
  empty: [mockEndpoint(dev.mailbox, () => ({ emails: [] }))],
  slow: [mockPending(dev.mailbox)],
};
