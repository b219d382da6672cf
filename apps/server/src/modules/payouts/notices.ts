// The payout's notice (notify's 'payout' kind, issue 16): the seller's bell entry, pushed on their
// payout channel, and the email of the transfer an admin recorded.
import { channels, realtimeEvents } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { noticeSubject, pushOn, registerNotices } from '../notifications';
import { payoutFacts, payoutWords } from './emails';

type AboutPayout = { payout_id: number };

declare module '../notifications' {
  interface NoticePayloads {
    /** The seller: an admin recorded the bank transfer of their payout. */
    payout: AboutPayout;
  }
}

export const registerPayoutNotices = (app: FastifyInstance) =>
  registerNotices(app, {
    payout: {
      about: noticeSubject('payout', (p: AboutPayout) => p.payout_id, payoutFacts),
      words: payoutWords,
      bell: { kind: 'payout', push: pushOn(channels.payout, realtimeEvents.newPayout) },
    },
  });
