import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { ConfirmDialog, TextField } from '@pinjam/ui';
import { FormFailure, SubmitButton, useApiForm, type WriteResult } from './index';

type Answer = WriteResult<unknown>;

/**
 * A form built the one way: the contract's schema (password reset's email), a send, a button;
 * with `confirm`, a dialog asks before it is sent.
 */
function EmailForm({
  send,
  confirm = false,
  onRefused,
}: {
  send: (body: { email: string }, attempt: string) => Promise<Answer>;
  confirm?: boolean;
  onRefused?: (refusal: { placed: string[]; message: string | null }) => void;
}) {
  const { form, submit, failure, confirmation } = useApiForm({
    schema: contract.password.create.body,
    defaultValues: { email: '' },
    confirm,
    send,
    onRefused,
  });
  // The dialog stays outside the form: its own submit would bubble (through the portal) to ours.
  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Email form">
        <FormFailure message={failure} />
        <TextField
          label="Email"
          type="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <SubmitButton control={form.control}>Send</SubmitButton>
      </form>
      <ConfirmDialog {...confirmation} title="Send it?" description="Once." confirmLabel="Yes, send" />
    </>
  );
}

const never = () => new Promise<Answer>(() => {});
const meta = {
  title: 'App/Form helper',
  component: EmailForm,
  args: { send: fn(async () => ({ ok: true, data: {} }) as Answer) },
} satisfies Meta<typeof EmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: HTMLElement) => within(canvas).getByLabelText('Email');
const send = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: 'Send' });

/** The contract's rule is checked in the browser: its message beside the field, nothing sent. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'not-an-email');
    await userEvent.click(send(canvasElement));
    await waitFor(() =>
      expect(email(canvasElement)).toHaveAccessibleDescription('Enter a valid email address'),
    );
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** The server's 422 goes beside its field, the focus on it, and no alert repeats it. */
export const ServerRefusal: Story = {
  args: {
    send: fn(async () => ({
      ok: false,
      status: 422,
      error: {
        message: 'Please correct the highlighted fields.',
        errors: { email: ['We cannot send mail there'] },
      },
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), 'siti@pinjam.bn');
    await userEvent.click(send(canvasElement));
    await waitFor(() =>
      expect(email(canvasElement)).toHaveAccessibleDescription('We cannot send mail there'),
    );
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A refusal no field shows (here a 429): the server's message in an alert above the form. */
export const Failure: Story = {
  args: {
    send: fn(async () => ({
      ok: false,
      status: 429,
      error: { message: 'Too many attempts. Try again in a minute.' },
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), 'siti@pinjam.bn');
    await userEvent.click(send(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(send(canvasElement)).toBeEnabled();
  },
};

/** While sending: the button is busy and disabled, so it cannot be sent twice. */
export const Sending: Story = {
  args: { send: fn(never) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'siti@pinjam.bn');
    await userEvent.click(send(canvasElement));
    await waitFor(() => expect(send(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(send(canvasElement)).toBeDisabled();
    await userEvent.type(email(canvasElement), '{Enter}');
    await expect(args.send).toHaveBeenCalledOnce();
  },
};

const lost = { ok: false, status: 0, error: { message: 'Could not reach Pinjam.' } } as const;
/** Tries of the story below: the first is lost on the way, the next goes through. */
let tries = 0;

/**
 * Asked first: the dialog's confirm sends. A lost connection is said in the dialog, which stays;
 * pressing again sends the same attempt (the Idempotency-Key), so the action happens once.
 */
export const ConfirmedRetry: Story = {
  beforeEach: () => {
    tries = 0;
  },
  args: {
    confirm: true,
    send: fn(async () => (++tries === 1 ? lost : { ok: true, data: {} })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'siti@pinjam.bn');
    await userEvent.click(send(canvasElement));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send it?' }));
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.click(await dialog.findByRole('button', { name: 'Yes, send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not reach Pinjam.');
    await userEvent.click(await dialog.findByRole('button', { name: 'Yes, send' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledTimes(2));
    const [first, second] = (args.send as ReturnType<typeof fn>).mock.calls.map((call) => call[1]);
    await expect(first).toEqual(expect.any(String));
    await expect(second).toBe(first);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * A form that moves the focus itself (the listing form's dropzone and cards) is told of each
 * refusal, the browser's and the server's, with the fields it went beside; the helper moves none.
 */
export const OwnFocus: Story = {
  args: {
    onRefused: fn(),
    send: fn(async () => ({
      ok: false,
      status: 422,
      error: { message: 'Please correct the highlighted fields.', errors: { email: ['Taken'] } },
    })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(send(canvasElement));
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledWith({ placed: ['email'], message: null }));
    await expect(email(canvasElement)).not.toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();

    await userEvent.type(email(canvasElement), 'siti@example.com');
    await userEvent.click(send(canvasElement));
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledTimes(2));
    await expect(args.onRefused).toHaveBeenLastCalledWith({ placed: ['email'], message: null });
    await expect(email(canvasElement)).toHaveAccessibleDescription('Taken');
    await expect(email(canvasElement)).not.toHaveFocus();
  },
};
