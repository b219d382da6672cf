import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { TextField } from '@pinjam/ui';
import { FormFailure, SubmitButton, useApiForm, type WriteResult } from './index';

type Answer = WriteResult<unknown>;

/** A form built the one way: the contract's schema (password reset's email), a send, a button. */
function EmailForm({ send }: { send: (body: { email: string }) => Promise<Answer> }) {
  const { form, submit, failure } = useApiForm({
    schema: contract.password.create.body,
    defaultValues: { email: '' },
    send,
  });
  return (
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
