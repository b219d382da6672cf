import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  eventButton,
  eventLog,
  expectContext,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
  send,
  sendHostile,
  expectChartWhole,
} from '../_testing/play';
import { machineStory, type MachineStoryArgs } from '../_view/machineStory';
import {
  createVerificationFakes,
  FAKE_REJECTION,
  fakeFiles,
  fakeRecords,
  type VerificationFakeOptions,
} from './fakes';
import { selectIsVerified, selectProgress, selectRejectionReason, selectStatus } from './selectors';
import type { VerificationContext } from './types';
import { verificationMachine, type VerificationMachine } from './verificationMachine';
import { verificationEventProblem } from './events';
import { verificationExamples } from './examples';

type VerificationViewProps = MachineStoryArgs<VerificationMachine>;

const selectors: VerificationViewProps['selectors'] = {
  status: selectStatus,
  rejectionReason: selectRejectionReason,
  progress: selectProgress,
  isVerified: selectIsVerified,
};

/** Fresh fakes on every start and Reset. */
const fakes =
  (options: VerificationFakeOptions = {}) =>
  () =>
    createVerificationFakes(options).implementations;

const view = machineStory(verificationMachine, {
  examples: verificationExamples,
  payloadProblem: verificationEventProblem,
  provide: fakes(),
  selectors,
});
const meta = { title: 'Machines/Verification', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose the identity card and the selfie through the payload box. */
async function chooseBoth(canvas: HTMLElement) {
  await send(canvas, 'verification.choose', { kind: 'document', file: fakeFiles.idCard });
  await send(canvas, 'verification.choose', { kind: 'selfie', file: fakeFiles.selfie });
  await expectContext<VerificationContext>(canvas, (c) =>
    expect(c.documents).toEqual({ document: fakeFiles.idCard, selfie: fakeFiles.selfie }),
  );
}

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: verification against a fake server (calls 0.3 s, uploads in 5 steps of 0.4 s, a check
 * every 20 s). verification.start → choose the card ({ "kind": "document", … }) and the selfie
 * ({ "kind": "selfie", … }) → verification.upload (try Cancel while it runs) → pendingReview →
 * verification.check: the first review is rejected with a reason, resubmit, upload again, and
 * the second is approved. Files must be JPEG, PNG or WebP up to 10 MB: try "application/pdf"
 * or a size over 10485760.
 */
export const QA: Story = {
  args: { provide: fakes({ latency: 300, uploadStep: 400, pollInterval: 20_000 }) },
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'unsubmitted');
    await expect(eventButton(canvasElement, 'verification.start')).toBeEnabled();
  },
};

/**
 * Payloads that do not fit (a kind other than document or selfie, a size in words) are marked
 * invalid and ignored; a PDF fits but is refused with the reason.
 */
export const InvalidPayloads: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await expectState(canvasElement, 'choosingDocuments');
    await sendHostile(
      canvasElement,
      'verification.choose',
      'A kind that does not exist',
      /kind: Invalid option: expected one of "document"\|"selfie"/,
    );
    await sendHostile(
      canvasElement,
      'verification.choose',
      'Size as a text',
      /file\.size: Invalid input: expected number, received string/,
    );
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.documents).toEqual({ document: null, selfie: null }),
    );
    await pickExample(canvasElement, 'verification.choose', 'A PDF');
    await press(canvasElement, 'verification.choose');
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.problem).toEqual({ code: 'unsupportedType', kind: 'document' }),
    );
  },
};

/** Never submitted: start leads to choosing the two photos; Cancel comes back. */
export const Unsubmitted: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await expectLit(canvasElement, 'verification.unsubmitted');
    await press(canvasElement, 'verification.start');
    await expectState(canvasElement, 'choosingDocuments');
    await press(canvasElement, 'verification.cancel');
    await expectState(canvasElement, 'unsubmitted');
  },
};

/** A PDF or a photo over 10 MB is refused with the reason; Upload with one photo names the missing one. */
export const FilesRefused: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await send(canvasElement, 'verification.choose', { kind: 'document', file: fakeFiles.pdf });
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.problem).toEqual({ code: 'unsupportedType', kind: 'document' }),
    );
    await send(canvasElement, 'verification.choose', { kind: 'selfie', file: fakeFiles.huge });
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.problem).toEqual({ code: 'tooLarge', kind: 'selfie' }),
    );
    await send(canvasElement, 'verification.choose', { kind: 'document', file: fakeFiles.idCard });
    await press(canvasElement, 'verification.upload');
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.problem).toEqual({ code: 'missingDocuments', missing: ['selfie'] }),
    );
    await expectState(canvasElement, 'choosingDocuments');
  },
};

/** An upload in progress (it never finishes here): progress shows; Cancel stops the uploader and keeps the photos. */
export const Uploading: Story = {
  args: { provide: fakes({ upload: 'stall', uploadStep: 30 }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await chooseBoth(canvasElement);
    await press(canvasElement, 'verification.upload');
    await expectState(canvasElement, 'uploading');
    await expectLit(canvasElement, 'verification.uploading');
    await expectContext<VerificationContext>(canvasElement, (c) => expect(c.progress).toBe(100));
    await expect(readSelectors<{ progress: number }>(canvasElement).progress).toBe(100);
    await press(canvasElement, 'verification.cancel');
    await expectState(canvasElement, 'choosingDocuments');
    await expect(
      within(eventLog(canvasElement)).getByText('↳ stops uploadDocuments before it answered'),
    ).toBeInTheDocument();
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.documents.selfie).toEqual(fakeFiles.selfie),
    );
  },
};

/** The connection drops halfway: back to the chosen photos with the message; upload again. */
export const UploadFailed: Story = {
  args: { provide: fakes({ upload: 'fail' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await chooseBoth(canvasElement);
    await press(canvasElement, 'verification.upload');
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.error?.message).toBe('The connection was lost during the upload.'),
    );
    await expectState(canvasElement, 'choosingDocuments');
    await expect(eventButton(canvasElement, 'verification.upload')).toBeEnabled();
  },
};

/** Submitted earlier: pendingReview, checked every minute or on verification.check. */
export const PendingReview: Story = {
  args: { provide: fakes({ record: fakeRecords.pending, reviews: [] }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'pendingReview');
    await expectLit(canvasElement, 'verification.pendingReview');
    await press(canvasElement, 'verification.check');
    await expectState(canvasElement, 'pendingReview');
    await expect(within(eventLog(canvasElement)).getAllByText(/^↳ calls loadStatus/)).toHaveLength(2);
  },
};

/** Rejected with the admin's reason; resubmit chooses new photos, Cancel returns to the rejection. */
export const Rejected: Story = {
  args: { provide: fakes({ record: fakeRecords.rejected }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'rejected');
    await expect(readSelectors<{ rejectionReason: string }>(canvasElement).rejectionReason).toBe(
      FAKE_REJECTION,
    );
    await press(canvasElement, 'verification.resubmit');
    await expectState(canvasElement, 'choosingDocuments');
    await press(canvasElement, 'verification.cancel');
    await expectState(canvasElement, 'rejected');
  },
};

/** Approved: final, nothing more to do; the verified badge shows. */
export const Approved: Story = {
  args: { provide: fakes({ record: fakeRecords.approved }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'approved');
    await expect(readSelectors<{ isVerified: boolean }>(canvasElement).isVerified).toBe(true);
    await expect(within(canvasElement).getByText(/None: the machine is waiting/)).toBeInTheDocument();
  },
};

/** The whole journey: upload, rejected with the reason, resubmit, upload, approved. */
export const RejectedThenApproved: Story = {
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'unsubmitted');
    await step('first submission, rejected', async () => {
      await press(canvasElement, 'verification.start');
      await chooseBoth(canvasElement);
      await press(canvasElement, 'verification.upload');
      await expectState(canvasElement, 'pendingReview');
      await press(canvasElement, 'verification.check');
      await expectState(canvasElement, 'rejected');
      await expectContext<VerificationContext>(canvasElement, (c) =>
        expect(c.record?.reason).toBe(FAKE_REJECTION),
      );
    });
    await step('resubmission, approved', async () => {
      await press(canvasElement, 'verification.resubmit');
      await chooseBoth(canvasElement);
      await press(canvasElement, 'verification.upload');
      await expectState(canvasElement, 'pendingReview');
      await press(canvasElement, 'verification.check');
      await expectState(canvasElement, 'approved');
    });
    await expect(
      within(eventLog(canvasElement)).getByText('↳ asks the app: syncStatus {"status":"approved"}'),
    ).toBeInTheDocument();
  },
};

/** The status cannot be loaded: loadFailed with a message; verification.retry loads again. */
export const LoadFailed: Story = {
  args: { provide: fakes({ fail: 'firstLoad' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'loadFailed');
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.error?.code).toBe('verification_load_failed'),
    );
    await press(canvasElement, 'verification.retry');
    await expectState(canvasElement, 'unsubmitted');
  },
};
