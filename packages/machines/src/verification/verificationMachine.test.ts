import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import { xstateEvents } from '../_testing/xstateEvents';
import { fileProblem, percent, uploadable } from './documents';
import {
  createVerificationFakes,
  FAKE_REFUSAL,
  FAKE_REJECTION,
  fakeFiles,
  fakeRecords,
  type VerificationFakeOptions,
} from './fakes';
import {
  selectDocuments,
  selectError,
  selectIsVerified,
  selectProgress,
  selectRejectionReason,
  selectStatus,
} from './selectors';
import type { VerificationContext, VerificationEvent } from './types';
import { verificationMachine, type VerificationSnapshot } from './verificationMachine';
import { LOAD_ERROR, UPLOAD_ERROR } from './verificationSetup';

// ── Helpers ──────────────────────────────────────────────────────────────────
const { done, failed, after } = xstateEvents<VerificationEvent>();

const both = { document: fakeFiles.idCard, selfie: fakeFiles.selfie };
const base: VerificationContext = {
  record: fakeRecords.unsubmitted,
  documents: { document: null, selfie: null },
  progress: 0,
  error: null,
};
const at = (value: string, context: Partial<VerificationContext> = {}) =>
  verificationMachine.resolveState({ value, context: { ...base, ...context } });
const send = (value: string, context: Partial<VerificationContext>, event: VerificationEvent) =>
  transition(verificationMachine, at(value, context), event);

type Actions = ReturnType<typeof transition<typeof verificationMachine>>[1];
const spawned = (actions: Actions) =>
  actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => {
      const { id, input } = a.params as unknown as { id: string; input: unknown };
      return { id, input };
    });
const synced = (actions: Actions) => actions.filter((a) => a.type === 'syncStatus').map((a) => a.params);
const upload = (documents: Record<'document' | 'selfie', unknown> = both): VerificationEvent =>
  ({ type: 'verification.upload', ...documents }) as VerificationEvent;

// ── (a) Pure transitions: every guard branch ─────────────────────────────────
describe('verificationMachine, pure transitions', () => {
  describe('at start', () => {
    it('loads the status', () => {
      const [snapshot, actions] = initialTransition(verificationMachine);
      expect(snapshot.value).toBe('loading');
      expect(spawned(actions)).toEqual([{ id: 'loadStatus', input: undefined }]);
    });
  });

  describe('given the status has been loaded', () => {
    it.each([
      ['unsubmitted', 'unsubmitted'],
      ['pending', 'pendingReview'],
      ['approved', 'approved'],
      ['rejected', 'rejected'],
    ] as const)('%s / it is in %s and tells the app the status', (status, state) => {
      const [snapshot, actions] = send('loading', { record: null }, done('loadStatus', fakeRecords[status]));
      expect(snapshot.value).toBe(state);
      expect(snapshot.context.record).toEqual(fakeRecords[status]);
      expect(synced(actions)).toEqual([{ status }]);
    });
    it('is final once approved', () => {
      expect(send('loading', {}, done('loadStatus', fakeRecords.approved))[0].status).toBe('done');
    });
    it('fails with a message when the answer is not a record (a failed load)', () => {
      const [snapshot, actions] = send('loading', { record: null }, done('loadStatus', { status: 'maybe' }));
      expect(snapshot.value).toBe('loadFailed');
      expect(snapshot.context).toMatchObject({ record: null, error: LOAD_ERROR });
      expect(synced(actions)).toEqual([]);
    });
    it('fails with a message when the status cannot be loaded, and retries on request', () => {
      const [snapshot] = send('loading', { record: null }, failed('loadStatus'));
      expect(snapshot.value).toBe('loadFailed');
      expect(snapshot.context.error).toEqual(LOAD_ERROR);
      expect(transition(verificationMachine, snapshot, { type: 'verification.retry' })[0].value).toBe(
        'loading',
      );
    });
  });

  describe('given an unsubmitted user / on verification.start', () => {
    it('chooses documents', () => {
      expect(send('unsubmitted', {}, { type: 'verification.start' })[0].value).toBe('choosingDocuments');
    });
  });

  describe('given the user is choosing documents', () => {
    it('uploads the two photos the form sends, forgetting the last refusal', () => {
      const [snapshot, actions] = send('choosingDocuments', { error: FAKE_REFUSAL }, upload());
      expect(snapshot.value).toBe('uploading');
      expect(snapshot.context).toMatchObject({ documents: both, progress: 0, error: null });
      expect(spawned(actions)).toEqual([{ id: 'uploadDocuments', input: both }]);
    });
    it.each([
      ['a PDF', { document: fakeFiles.pdf, selfie: fakeFiles.selfie }],
      ['a photo over 10 MB', { document: fakeFiles.idCard, selfie: fakeFiles.huge }],
      ['an empty file', { document: fakeFiles.empty, selfie: fakeFiles.selfie }],
      ['no selfie', { document: fakeFiles.idCard, selfie: undefined }],
      ['a size in words', { document: { ...fakeFiles.idCard, size: '1.4 MB' }, selfie: fakeFiles.selfie }],
    ])('does not upload %s (the form says why beside the photo)', (_, documents) => {
      const [snapshot, actions] = send('choosingDocuments', {}, upload(documents));
      expect(snapshot.value).toBe('choosingDocuments');
      expect(snapshot.context.documents).toEqual({ document: null, selfie: null });
      expect(spawned(actions)).toEqual([]);
    });
    it('goes back where it came from on cancel: unsubmitted, or rejected with the reason', () => {
      expect(send('choosingDocuments', {}, { type: 'verification.cancel' })[0].value).toBe('unsubmitted');
      const [back] = send(
        'choosingDocuments',
        { record: fakeRecords.rejected, documents: both },
        { type: 'verification.cancel' },
      );
      expect(back.value).toBe('rejected');
      expect(back.context.documents).toEqual({ document: null, selfie: null });
      expect(selectRejectionReason(back)).toBe(FAKE_REJECTION);
    });
  });

  describe('given an upload in progress', () => {
    const uploading = { documents: both };
    it('shows its progress in whole percent', () => {
      const [snapshot] = send('uploading', uploading, {
        type: 'verification.uploadProgress',
        loaded: 1,
        total: 3,
      });
      expect(snapshot.context.progress).toBe(33);
      expect(selectProgress(snapshot)).toBe(33);
    });
    it('waits for review once uploaded, forgetting the files', () => {
      const [snapshot, actions] = send('uploading', uploading, {
        type: 'verification.uploaded',
        record: fakeRecords.pending,
      });
      expect(snapshot.value).toBe('pendingReview');
      expect(snapshot.context).toMatchObject({
        record: fakeRecords.pending,
        documents: { document: null, selfie: null },
        progress: 100,
      });
      expect(synced(actions)).toEqual([{ status: 'pending' }]);
    });
    it('goes back to the chosen photos with the server’s message when the upload fails', () => {
      const error = { message: 'The connection was lost during the upload.' };
      const [snapshot] = send('uploading', uploading, { type: 'verification.uploadFailed', error });
      expect(snapshot.value).toBe('choosingDocuments');
      expect(snapshot.context).toMatchObject({ error, documents: both, progress: 0 });
    });
    it('goes back with the refusal by photo for the form when the server answers 422', () => {
      const [snapshot] = send('uploading', uploading, {
        type: 'verification.uploadFailed',
        error: FAKE_REFUSAL,
      });
      expect(snapshot.value).toBe('choosingDocuments');
      expect(selectError(snapshot)).toEqual(FAKE_REFUSAL);
    });
    it('goes back with a generic message when the uploader itself fails', () => {
      const [snapshot] = send('uploading', uploading, failed('uploadDocuments'));
      expect(snapshot.value).toBe('choosingDocuments');
      expect(snapshot.context.error).toEqual(UPLOAD_ERROR);
    });
    it('stops the upload on cancel and keeps the photos', () => {
      const [snapshot, actions] = send(
        'uploading',
        { ...uploading, progress: 60 },
        { type: 'verification.cancel' },
      );
      expect(snapshot.value).toBe('choosingDocuments');
      expect(snapshot.context).toMatchObject({ documents: both, progress: 0 });
      expect(actions.map((a) => a.type)).toContain('xstate.stopChild');
    });
  });

  describe('given documents under review', () => {
    const pending = { record: fakeRecords.pending };
    it('checks when the poll interval has passed, or at once on verification.check', () => {
      const [polled, actions] = send(
        'pendingReview',
        pending,
        after('pollInterval', 'verification.pendingReview'),
      );
      expect(polled.value).toBe('checking');
      expect(spawned(actions)).toEqual([{ id: 'loadStatus', input: undefined }]);
      expect(send('pendingReview', pending, { type: 'verification.check' })[0].value).toBe('checking');
    });
    it('waits again, telling the app nothing, while the review goes on', () => {
      const [snapshot, actions] = send('checking', pending, done('loadStatus', fakeRecords.pending));
      expect(snapshot.value).toBe('pendingReview');
      expect(synced(actions)).toEqual([]);
    });
    it.each([
      ['approved', 'approved'],
      ['rejected', 'rejected'],
      ['unsubmitted', 'unsubmitted'],
    ] as const)('moves on when the answer is %s', (status, state) => {
      const [snapshot, actions] = send('checking', pending, done('loadStatus', fakeRecords[status]));
      expect(snapshot.value).toBe(state);
      expect(synced(actions)).toEqual([{ status }]);
    });
    it('waits for the next poll when a check fails', () => {
      expect(send('checking', pending, failed('loadStatus'))[0].value).toBe('pendingReview');
    });
  });

  describe('given a rejection / on verification.resubmit', () => {
    it('chooses new documents, the reason still at hand', () => {
      const [snapshot] = send(
        'rejected',
        { record: fakeRecords.rejected },
        { type: 'verification.resubmit' },
      );
      expect(snapshot.value).toBe('choosingDocuments');
      expect(selectRejectionReason(snapshot)).toBe(FAKE_REJECTION);
    });
  });
});

describe('documents and selectors', () => {
  it('accept JPEG, PNG and WebP up to 10 MB', () => {
    expect(fileProblem(fakeFiles.idCard)).toBeNull();
    expect(fileProblem({ name: 'x.webp', type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'x.webp', type: 'image/webp', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(uploadable({ document: null, selfie: fakeFiles.selfie })).toBe(false);
    expect(uploadable(both)).toBe(true);
    expect(percent(5, 0)).toBe(0);
    expect(percent(7, 5)).toBe(100);
  });
  it('read the status, reason, documents, error and the verified flag', () => {
    const rejected = at('rejected', { record: fakeRecords.rejected, error: LOAD_ERROR });
    expect(selectStatus(rejected)).toBe('rejected');
    expect(selectRejectionReason(rejected)).toBe(FAKE_REJECTION);
    expect(selectDocuments(rejected)).toEqual({ document: null, selfie: null });
    expect(selectError(rejected)).toEqual(LOAD_ERROR);
    expect(selectProgress(rejected)).toBeNull();
    expect(selectIsVerified(rejected)).toBe(false);
    expect(selectIsVerified(at('approved', { record: fakeRecords.approved }))).toBe(true);
    expect(selectStatus(at('loading', { record: null }))).toBeNull();
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: VerificationFakeOptions = {}, clock?: SimulatedClock) {
  const fakes = createVerificationFakes(options);
  const actor = createActor(
    verificationMachine.provide(fakes.implementations),
    clock ? { clock } : {},
  ).start();
  return { actor, ...fakes };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string) =>
  waitFor(actor, (s: VerificationSnapshot) => s.matches(value as never), { timeout: 1000 });
const chooseBothAndUpload = (actor: ReturnType<typeof start>['actor']) => actor.send(upload());

describe('verificationMachine with a fake server', () => {
  describe('given a new user', () => {
    it('uploads with progress, is rejected with the reason, resubmits and is approved', async () => {
      const { actor, calls } = start({ uploadStep: 2 });
      await settled(actor, 'unsubmitted');
      actor.send({ type: 'verification.start' });
      const progress: number[] = [];
      actor.subscribe((s) => s.matches('uploading') && progress.push(s.context.progress));
      chooseBothAndUpload(actor);
      await settled(actor, 'pendingReview');
      expect(progress).toEqual([0, 20, 40, 60, 80, 100]);
      expect(calls.uploads).toEqual([both]);
      actor.send({ type: 'verification.check' });
      const rejected = await settled(actor, 'rejected');
      expect(selectRejectionReason(rejected)).toBe(FAKE_REJECTION);
      actor.send({ type: 'verification.resubmit' });
      chooseBothAndUpload(actor);
      await settled(actor, 'pendingReview');
      actor.send({ type: 'verification.check' });
      await settled(actor, 'approved');
      expect(calls.synced).toEqual(['unsubmitted', 'pending', 'rejected', 'pending', 'approved']);
    });
  });

  describe('given an upload in progress / on cancel', () => {
    it('aborts the upload and keeps the photos', async () => {
      const { actor, calls } = start({ upload: 'stall', uploadStep: 1 });
      await settled(actor, 'unsubmitted');
      actor.send({ type: 'verification.start' });
      chooseBothAndUpload(actor);
      await waitFor(actor, (s) => s.context.progress > 0, { timeout: 1000 });
      actor.send({ type: 'verification.cancel' });
      expect(actor.getSnapshot().value).toBe('choosingDocuments');
      expect(actor.getSnapshot().context.documents).toEqual(both);
      expect(calls.aborted).toBe(1);
    });
  });

  describe('given the connection drops during the upload', () => {
    it('goes back to the photos with the message, ready to upload again', async () => {
      const { actor } = start({ upload: 'fail' });
      await settled(actor, 'unsubmitted');
      actor.send({ type: 'verification.start' });
      chooseBothAndUpload(actor);
      await settled(actor, 'uploading');
      const snapshot = await settled(actor, 'choosingDocuments');
      expect(snapshot.context.error?.message).toBe('The connection was lost during the upload.');
      expect(snapshot.can(upload())).toBe(true);
    });
  });

  describe('given the server refuses a photo (422)', () => {
    it('goes back to the form with the refusal by photo, the photos sent kept, ready to upload again', async () => {
      const { actor, calls } = start({ upload: 'refuse' });
      await settled(actor, 'unsubmitted');
      actor.send({ type: 'verification.start' });
      chooseBothAndUpload(actor);
      await settled(actor, 'uploading');
      const snapshot = await settled(actor, 'choosingDocuments');
      expect(snapshot.context).toMatchObject({ error: FAKE_REFUSAL, documents: both, progress: 0 });
      expect(calls.synced).toEqual(['unsubmitted']);
      actor.send(upload());
      expect(actor.getSnapshot().context.error).toBeNull();
    });
  });

  describe('given documents under review', () => {
    it('checks once a minute, no sooner', async () => {
      const clock = new SimulatedClock();
      const { actor, calls } = start({ record: fakeRecords.pending, reviews: [] }, clock);
      await settled(actor, 'pendingReview');
      expect(calls.loads).toBe(1);
      clock.increment(59_000);
      expect(calls.loads).toBe(1);
      clock.increment(1_000);
      expect(actor.getSnapshot().value).toBe('checking');
      await settled(actor, 'pendingReview');
      expect(calls.loads).toBe(2);
    });
  });

  describe('given the app provided nothing', () => {
    it('reports the load as failed instead of hanging', async () => {
      const actor = createActor(verificationMachine).start();
      await waitFor(actor, (s) => s.matches('loadFailed'), { timeout: 1000 });
    });
  });
});

// ── (c) Paths from xstate/graph ──────────────────────────────────────────────
const traversal = {
  events: [
    { type: 'verification.start' },
    upload(),
    upload({ document: fakeFiles.pdf, selfie: fakeFiles.selfie }),
    { type: 'verification.cancel' },
    { type: 'verification.check' },
    { type: 'verification.resubmit' },
    { type: 'verification.retry' },
    { type: 'verification.uploadProgress', loaded: 1, total: 2 },
    { type: 'verification.uploaded', record: fakeRecords.pending },
    { type: 'verification.uploadFailed', error: { message: 'lost' } },
    done('loadStatus', fakeRecords.unsubmitted),
    done('loadStatus', fakeRecords.pending),
    done('loadStatus', fakeRecords.approved),
    done('loadStatus', fakeRecords.rejected),
    // An answer that is not a record: a failed load, or a failed check.
    done('loadStatus', { status: 'lost' }),
    failed('loadStatus'),
    failed('uploadDocuments'),
    after('pollInterval', 'verification.pendingReview'),
  ] as VerificationEvent[],
  // The state value plus what the guards read from the context: a rejection on record.
  serializeState: (s: VerificationSnapshot) =>
    JSON.stringify([s.value, s.context.record?.status === 'rejected']),
};

describe('verificationMachine paths', () => {
  const paths = getShortestPaths(verificationMachine, traversal);

  it('reaches every state of the chart', () => {
    expect(chartLeaves(verificationMachine)).toHaveLength(9);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(verificationMachine));
  });

  it('takes every transition and every guarded branch of the chart', () => {
    expect(untakenTransitions(verificationMachine, traversal)).toEqual([]);
  });

  it('from review, reaches approval by a check the server answers', () => {
    const fromState = at('pendingReview', { record: fakeRecords.pending });
    const path = getShortestPaths(verificationMachine, {
      ...traversal,
      fromState,
      toState: (s) => s.matches('approved'),
    })[0];
    expect(path?.steps.map((s) => s.event.type).slice(-2)).toEqual([
      'verification.check',
      'xstate.done.actor.loadStatus',
    ]);
  });
});
