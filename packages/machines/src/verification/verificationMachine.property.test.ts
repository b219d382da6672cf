import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorBodyShape } from '../_shared/errorBody';
import { fits } from '../_shared/schemas';
import { events, pause, run, send, steps, toured, typesOf } from '../_testing/properties';
import { fileProblem } from './documents';
import { fileShape, recordShape, verificationEventProblem, verificationEventShapes } from './events';
import { verificationExamples } from './examples';
import { createVerificationFakes, fakeFiles } from './fakes';
import { verificationMachine, type VerificationSnapshot } from './verificationMachine';

/** Photos sent are acceptable ones, progress is a percent, and each state has what it shows. */
function invariant(s: VerificationSnapshot) {
  const { record, documents, progress, error } = s.context;
  expect(Object.keys(documents).sort()).toEqual(['document', 'selfie']);
  for (const file of Object.values(documents))
    expect(file === null || (fits(fileShape, file) && fileProblem(file) === null)).toBe(true);
  expect(record === null || fits(recordShape, record)).toBe(true);
  expect(error === null || fits(errorBodyShape, error)).toBe(true);
  expect(Number.isFinite(progress) && progress >= 0 && progress <= 100).toBe(true);
  if (s.matches('uploading')) expect(documents.document && documents.selfie).toBeTruthy();
  if (s.matches('rejected')) expect(record?.status).toBe('rejected');
  if (s.matches('approved')) expect(record?.status).toBe('approved');
  if (s.matches('pendingReview') || s.matches('checking')) expect(record).not.toBeNull();
}

const start = (upload: 'ok' | 'fail' | 'refuse') => () =>
  createActor(verificationMachine.provide(createVerificationFakes({ upload }).implementations)).start();
const upload = [
  pause,
  send('verification.start'),
  send('verification.upload', { document: fakeFiles.idCard, selfie: fakeFiles.selfie }),
];
const tours = [
  [...upload, pause, pause, send('verification.check'), pause, send('verification.resubmit')],
  [...upload, send('verification.cancel'), send('verification.upload', { document: fakeFiles.pdf })],
];

describe('verificationMachine under random events and payloads', () => {
  it('never fails or stops, ignores payloads that do not fit, and keeps its photos and status true to its state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('ok' as const, 'fail' as const, 'refuse' as const),
        toured(tours, steps(events(typesOf(verificationEventShapes) as never, verificationExamples))),
        async (uploadResult, plan) => {
          await run<VerificationSnapshot>(start(uploadResult), plan, {
            problem: verificationEventProblem,
            invariant,
            mayFinish: (s) => s.matches('approved'),
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
