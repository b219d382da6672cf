// The review's notice (notify's 'verification' kind, issue 15): the user's bell entry with its
// result, pushed on their order channel as new-order (the client refreshes the bell on it;
// decision 0033), and the email.
import { channels, realtimeEvents } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Words } from '../../platform/mail/templates';
import { noticeSubject, pushOn, registerNotices } from '../notifications';
import { verificationFacts, type VerificationFacts } from './verification.repository';

type AboutVerification = { verification_id: number; result: 'approved' | 'rejected' };

declare module '../notifications' {
  interface NoticePayloads {
    /** The user: an admin reviewed their identity verification. */
    verification: AboutVerification;
  }
}

const verificationWords = (v: VerificationFacts): Words =>
  v.status === 'approved'
    ? {
        subject: "You're verified",
        intro: "You're verified — you can now list for rent and request rentals.",
        button: 'See your verification',
        path: '/verification',
        note: 'Your profile shows the verified badge from now on.',
      }
    : {
        subject: 'Your identity verification needs another look',
        intro: `We could not verify your identity from the photos you sent.\nThe reason: ${v.reason ?? ''}`,
        button: 'Upload again',
        path: '/verification',
        note: 'Take new photos with the reason in mind and send them again; we usually check within a day.',
      };

export const registerVerificationNotices = (app: FastifyInstance) =>
  registerNotices(app, {
    verification: {
      about: noticeSubject('verification', (p: AboutVerification) => p.verification_id, verificationFacts),
      words: verificationWords,
      bell: { kind: 'verification', push: pushOn(channels.order, realtimeEvents.newOrder) },
    },
  });
