// Payloads QA can pick in Machines/Verification, and the tests' examples: valid ones (some photos
// refused by a rule, with a problem), and invalid ones the machine must ignore.
import type { EventExamples } from '../_shared/examples';
import { FAKE_REFUSAL, fakeFiles, fakeRecords } from './fakes';
import type { VerificationEvent } from './types';

export const verificationExamples: EventExamples<VerificationEvent> = {
  'verification.upload': {
    valid: [
      {
        label: 'Identity card (JPEG, 1.4 MB) and selfie (PNG, 2.1 MB)',
        payload: { document: fakeFiles.idCard, selfie: fakeFiles.selfie },
      },
      // These fit, but the photo will not do: the machine does not upload them.
      {
        label: 'A PDF as the document (not uploaded)',
        payload: { document: fakeFiles.pdf, selfie: fakeFiles.selfie },
      },
      {
        label: 'A 12 MB WebP selfie (not uploaded)',
        payload: { document: fakeFiles.idCard, selfie: fakeFiles.huge },
      },
      {
        label: 'An empty selfie (not uploaded)',
        payload: { document: fakeFiles.idCard, selfie: fakeFiles.empty },
      },
    ],
    invalid: [
      { label: 'No selfie', payload: { document: fakeFiles.idCard } },
      {
        label: 'Size as a text',
        payload: { document: { ...fakeFiles.idCard, size: '1.4 MB' }, selfie: fakeFiles.selfie },
      },
    ],
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
      { label: 'The document refused (422)', payload: { error: FAKE_REFUSAL } },
    ],
    invalid: [{ label: 'The error as a text', payload: { error: 'lost' } }],
  },
};
