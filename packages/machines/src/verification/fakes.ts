// A fake verification server and uploader for stories and tests. No network.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { wait } from '../_shared/fakeTiming';
import type { VerificationMachine } from './verificationMachine';
import type { DocumentFile, UploadInput, VerificationRecord, VerificationStatus } from './types';

/** Files as a file input would hand them over (the machine reads name, type and size). */
export const fakeFiles = {
  idCard: { name: 'ic-front.jpg', type: 'image/jpeg', size: 1_450_000 },
  selfie: { name: 'selfie.png', type: 'image/png', size: 2_100_000 },
  pdf: { name: 'ic-scan.pdf', type: 'application/pdf', size: 300_000 },
  huge: { name: 'ic-raw.webp', type: 'image/webp', size: 12 * 1024 * 1024 },
  empty: { name: 'blank.jpg', type: 'image/jpeg', size: 0 },
} satisfies Record<string, DocumentFile>;

export const FAKE_REJECTION =
  'The photo of your identity card is too blurred to read. Please take it again in good light.';

const SENT = '2026-11-20T09:30:00.000Z';
const REVIEWED = '2026-11-21T10:00:00.000Z';
/** The photos of a submission as the answer links them (signed URLs in the app). */
const images = {
  document: '/files/private/verification/card.jpg',
  selfie: '/files/private/verification/me.jpg',
};
const sent = { submitted_at: SENT, images };

export const fakeRecords = {
  unsubmitted: { status: 'unsubmitted', reason: null, submitted_at: null, reviewed_at: null, images: null },
  pending: { status: 'pending', reason: null, reviewed_at: null, ...sent },
  approved: { status: 'approved', reason: null, reviewed_at: REVIEWED, ...sent },
  rejected: { status: 'rejected', reason: FAKE_REJECTION, reviewed_at: REVIEWED, ...sent },
} satisfies Record<VerificationStatus, VerificationRecord>;

/** A 422 from the server: the document is not an image (it checks by content). */
export const FAKE_REFUSAL = {
  message: 'Please correct the highlighted fields.',
  errors: { document: ['The document must be a JPEG, PNG, WebP or AVIF image.'] },
};

export interface VerificationFakeOptions {
  /** What the server holds at start; unsubmitted by default. */
  record?: VerificationRecord;
  /** Milliseconds each status call takes; 0 by default. */
  latency?: number;
  /** Milliseconds between the uploader's progress steps (5 steps of 20 %); 0 by default. */
  uploadStep?: number;
  /** 'fail': the upload fails halfway; 'refuse': the server answers 422 (FAKE_REFUSAL); 'stall': it never finishes. */
  upload?: 'ok' | 'fail' | 'refuse' | 'stall';
  /**
   * The admin's decisions, one per upload, seen by the next check after it: rejected, then
   * approved by default. 'pending' keeps the review going.
   */
  reviews?: VerificationStatus[];
  /** 'load': every status call fails; 'firstLoad': only the first. */
  fail?: 'load' | 'firstLoad';
  /** Override the poll interval (ms). */
  pollInterval?: number;
}

/** Everything `verificationMachine.provide()` needs, faked. */
export function createVerificationFakes(options: VerificationFakeOptions = {}) {
  const latency = options.latency ?? 0;
  const step = options.uploadStep ?? 0;
  const reviews = [...(options.reviews ?? ['rejected', 'approved'])];
  let record: VerificationRecord = options.record ?? fakeRecords.unsubmitted;
  let loads = 0;
  const calls = { loads: 0, uploads: [] as UploadInput[], aborted: 0, synced: [] as VerificationStatus[] };
  const server = {
    get: () => record,
    /** The admin decides now. */
    decide: (status: VerificationStatus) => {
      record = fakeRecords[status];
    },
  };
  let decision: VerificationStatus | null = null;

  const implementations = {
    actors: {
      loadStatus: fromPromise<VerificationRecord>(async ({ signal }) => {
        calls.loads = ++loads;
        await wait(latency, signal);
        if (options.fail === 'load' || (options.fail === 'firstLoad' && loads === 1))
          throw new TypeError('Failed to fetch');
        if (decision) {
          server.decide(decision);
          decision = null;
        }
        return record;
      }),
      uploadDocuments: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
        calls.uploads.push(input);
        let sent = 0;
        let finished = false;
        const timers: ReturnType<typeof setTimeout>[] = [];
        const total = input.document.size + input.selfie.size;
        const tick = () => {
          sent += 1;
          if (options.upload === 'fail' && sent === 3) {
            finished = true;
            return sendBack({
              type: 'verification.uploadFailed',
              error: { message: 'The connection was lost during the upload.' },
            });
          }
          sendBack({ type: 'verification.uploadProgress', loaded: Math.round((total * sent) / 5), total });
          if (sent < 5) return void timers.push(setTimeout(tick, step));
          if (options.upload === 'stall') return;
          if (options.upload === 'refuse') {
            finished = true;
            return sendBack({ type: 'verification.uploadFailed', error: FAKE_REFUSAL });
          }
          finished = true;
          record = fakeRecords.pending;
          decision = reviews.shift() ?? 'pending';
          sendBack({ type: 'verification.uploaded', record });
        };
        timers.push(setTimeout(tick, step));
        return () => {
          timers.forEach(clearTimeout);
          if (!finished) calls.aborted += 1;
        };
      }),
    },
    actions: {
      syncStatus: (_: unknown, params: { status: VerificationStatus }) => {
        calls.synced.push(params.status);
      },
    },
    delays: options.pollInterval === undefined ? {} : { pollInterval: options.pollInterval },
  } satisfies Parameters<VerificationMachine['provide']>[0];
  return { server, calls, implementations };
}
