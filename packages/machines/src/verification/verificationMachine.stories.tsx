import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  eventButton,
  eventLog,
  expectContext,
  expectIgnored,
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
  FAKE_REFUSAL,
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

const both = { document: fakeFiles.idCard, selfie: fakeFiles.selfie };

/** What the page's Send for checking sends: the identity card and the selfie, through the payload box. */
async function uploadBoth(canvas: HTMLElement) {
  await send(canvas, 'verification.upload', both);
  await expectContext<VerificationContext>(canvas, (c) => expect(c.documents).toEqual(both));
}

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: verification against a fake server (calls 0.3 s, uploads in 5 steps of 0.4 s, a check
 * every 20 s), stepping as the page does: verification.start (Start verification) →
 * verification.upload with the two photos the form checked ({ "document": …, "selfie": … }: Send
 * for checking; try Cancel while it runs: Stop the upload) → pendingReview (We are checking your
 * photos) → verification.check: the first review is rejected with a reason, resubmit (Upload new
 * photos), upload again, and the second is approved. An upload without both acceptable photos
 * (JPEG, PNG or WebP up to 10 MB: the form says why beside the photo) is ignored; a refusal
 * (uploadFailed) is kept in the context, its errors by photo for the form to show beside them.
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
 * Payloads that do not fit (no selfie, a size in words) are marked invalid and ignored; a PDF fits
 * but will not do, and is not uploaded either (the page's form says why beside the photo).
 */
export const InvalidPayloads: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await expectState(canvasElement, 'choosingDocuments');
    await sendHostile(canvasElement, 'verification.upload', 'No selfie', /selfie: Invalid input/);
    await sendHostile(
      canvasElement,
      'verification.upload',
      'Size as a text',
      /document\.size: Invalid input: expected number, received string/,
    );
    await pickExample(canvasElement, 'verification.upload', 'A PDF');
    await press(canvasElement, 'verification.upload');
    await expectIgnored(canvasElement, 'verification.upload');
    await expectState(canvasElement, 'choosingDocuments');
    await expectContext<VerificationContext>(canvasElement, (c) =>
      expect(c.documents).toEqual({ document: null, selfie: null }),
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

/**
 * The server refuses the document (422): back to choosing with the refusal in the context, its
 * message by photo (the page shows it beside the document); the photos sent are kept.
 */
export const UploadRefused: Story = {
  args: { provide: fakes({ upload: 'refuse' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await uploadBoth(canvasElement);
    await expectContext<VerificationContext>(canvasElement, (c) => expect(c.error).toEqual(FAKE_REFUSAL));
    await expectState(canvasElement, 'choosingDocuments');
    await expect(eventButton(canvasElement, 'verification.upload')).toBeEnabled();
  },
};

/** An upload in progress (it never finishes here): progress shows; Cancel stops the uploader (the form keeps the photos). */
export const Uploading: Story = {
  args: { provide: fakes({ upload: 'stall', uploadStep: 30 }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unsubmitted');
    await press(canvasElement, 'verification.start');
    await uploadBoth(canvasElement);
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
    await uploadBoth(canvasElement);
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
      await uploadBoth(canvasElement);
      await expectState(canvasElement, 'pendingReview');
      await press(canvasElement, 'verification.check');
      await expectState(canvasElement, 'rejected');
      await expectContext<VerificationContext>(canvasElement, (c) =>
        expect(c.record?.reason).toBe(FAKE_REJECTION),
      );
    });
    await step('resubmission, approved', async () => {
      await press(canvasElement, 'verification.resubmit');
      await uploadBoth(canvasElement);
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
