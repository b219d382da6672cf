// The request's notices (notify's kinds of the requests module): the owner's new request and the
// renter's answers in the bell (pushed on the user's request channel), the expiry by email only.
import { channels, realtimeEvents } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { noticeSubject, pushOn, registerNotices, type NoticeKinds } from '../notifications';
import { requestWords } from './notice-words';
import { requestFacts, type RequestFacts } from './notices.repository';

type AboutRequest = { request_id: number };

declare module '../notifications' {
  interface NoticePayloads {
    /** The owner: a new request for their item. */
    requests: AboutRequest;
    /** The renter: their request was accepted (the rental order exists). */
    requestAccepted: AboutRequest;
    requestDenied: AboutRequest;
    /** The owner: the renter cancelled. */
    requestCancelled: AboutRequest;
    /** The renter; email only (the seed's bell has no such kind). */
    requestExpired: AboutRequest;
  }
}

const about = noticeSubject('request', (p: AboutRequest) => p.request_id, requestFacts);

/** A kind of the seed's bell, under its own name. */
const inBell = (kind: keyof typeof requestWords) => ({
  kind,
  push: pushOn(channels.request, realtimeEvents.newRequest),
});

export const registerRequestNotices = (app: FastifyInstance) =>
  registerNotices(app, {
    requests: { about, words: requestWords.requests, bell: inBell('requests') },
    requestAccepted: { about, words: requestWords.requestAccepted, bell: inBell('requestAccepted') },
    requestDenied: { about, words: requestWords.requestDenied, bell: inBell('requestDenied') },
    requestCancelled: { about, words: requestWords.requestCancelled, bell: inBell('requestCancelled') },
    requestExpired: { about, words: requestWords.requestExpired },
  } satisfies NoticeKinds<keyof typeof requestWords, RequestFacts>);
