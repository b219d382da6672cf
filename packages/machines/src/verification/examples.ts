// Payloads QA can pick in Machines/Verification, and the tests' examples: valid ones (some photos
// refused by a rule, with a problem), and invalid ones the machine must ignore.
import type { EventExamples } from '../_shared/examples';
import { fakeFiles, fakeRecords } from './fakes';
import type { VerificationEvent } from './types';

export const verificationExamples: EventExamples<VerificationEvent> = {
  'verification.choose': {
    valid: [
      { label: 'Identity card (JPEG, 1.4 MB)', payload: { kind: 'document', file: fakeFiles.idCard } },
      { label: 'Selfie (PNG, 2.1 MB)', payload: { kind: 'selfie', file: fakeFiles.selfie } },
      { label: 'A PDF (refused: unsupportedType)', payload: { kind: 'document', file: fakeFiles.pdf } },
      { label: '12 MB WebP (refused: tooLarge)', payload: { kind: 'document', file: fakeFiles.huge } },
      { label: 'An empty file (refused: empty)', payload: { kind: 'selfie', file: fakeFiles.empty } },
    ],
    invalid: [
      { label: 'A kind that does not exist', payload: { kind: 'passport', file: fakeFiles.idCard } },
      { label: 'No file', payload: { kind: 'document' } },
      {
        label: 'Size as a text',
        payload: { kind: 'document', file: { ...fakeFiles.idCard, size: '1.4 MB' } },
      },
    ],
  },
  'verification.remove': {
    valid: [
      { label: 'The identity document', payload: { kind: 'document' } },
      { label: 'The selfie', payload: { kind: 'selfie' } },
    ],
    invalid: [{ label: 'A kind that does not exist', payload: { kind: 'passport' } }],
  },
  // Sent by the uploader; QA may send them by hand too.
  'verification.uploadProgress': {
    valid: [
      { label: 'Half way', payload: { loaded: 1, total: 2 } },
      { label: 'All sent', payload: { loaded: 2, total: 2 } },
    ],
    invalid: [{ label: 'Progress in words', payload: { loaded: 'half', total: 2 } }],
  },
  'verification.uploaded': {
    valid: [{ label: 'Pending review', payload: { record: fakeRecords.pending } }],
    invalid: [
      { label: 'A status that does not exist', payload: { record: { status: 'done', reason: null } } },
    ],
  },
  'verification.uploadFailed': {
    valid: [
      {
        label: 'Connection lost',
        payload: { error: { message: 'The connection was lost during the upload.' } },
      },
    ],
    invalid: [{ label: 'The error as a text', payload: { error: 'lost' } }],
  },
};
