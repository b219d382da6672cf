import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '@pinjam/api/mocks';
import SignupPage from './SignupPage';

const meta = {
  title: 'Screens/Signup',
  component: SignupPage,
  parameters: { layout: 'fullscreen', screen: { path: '/signup' } },
} satisfies Meta<typeof SignupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

const signupSent = fn();

const termsBox = () => screen().getByRole('checkbox', { name: /^I agree to the Terms of Service/ });

async function fillInFields() {
  await userEvent.type(await screen().findByLabelText('Email'), 'amal@example.bn');
  await userEvent.type(await screen().findByLabelText('Full Name'), 'Amal Hassan');
  await userEvent.type(await screen().findByLabelText('Password', { exact: true }), 'sunny-beach-2026');
  await userEvent.type(await screen().findByLabelText('Password confirmation'), 'sunny-beach-2026');
}

async function fillIn() {
  await fillInFields();
  await userEvent.click(termsBox());
  await userEvent.click(await screen().findByRole('button', { name: 'Sign Up' }));
}

/** The seed's fields, the profile photo picker, the terms box, the 'Sign Up' button and the two links. */
export const Default: Story = {
  play: async () => {
    await expect(await screen().findByRole('button', { name: 'Sign Up' })).toBeVisible();
    const main = within(screen().getByRole('main'));
    await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Recover password' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    await expect(main.getByText(/Drop a photo here or/)).toBeVisible();
    await expect(termsBox()).not.toBeChecked();
    await expect(termsBox()).toBeRequired();
    await expect(main.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(main.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/**
 * Without the box ticked the form is not sent: the message shows beside the box, which takes the
 * focus; ticking it clears the message.
 */
export const TermsRequired: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/api/auth/signup', () => {
            signupSent();
            return HttpResponse.json({ message: 'Account created' }, { status: 201 });
          }),
        ],
      },
    },
  },
  play: async ({ step }) => {
    signupSent.mockClear();
    await step('Sign Up without the box', async () => {
      await fillInFields();
      await userEvent.click(screen().getByRole('button', { name: 'Sign Up' }));
      await expect(termsBox()).toHaveAccessibleDescription(
        'Tick the box to agree to the Terms of Service and Privacy Policy.',
      );
      await expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
      await expect(termsBox()).toHaveFocus();
      await expect(screen().queryByRole('heading', { name: 'Check your email' })).toBeNull();
      await expect(signupSent).not.toHaveBeenCalled();
    });
    await step('ticking it clears the message', async () => {
      await userEvent.click(termsBox());
      await expect(termsBox()).toBeChecked();
      await expect(termsBox()).not.toHaveAccessibleDescription(/Tick the box/);
    });
    await step('then it is sent', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Sign Up' }));
      await expect(await screen().findByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(signupSent).toHaveBeenCalledOnce();
    });
  },
};

/**
 * An empty form sent without the box: every field says what it needs beside it at once (the
 * contract's own rules, the words the server would use), not the terms alone; the first field
 * takes the focus and nothing is sent.
 */
export const EmptyForm: Story = {
  parameters: TermsRequired.parameters,
  play: async () => {
    signupSent.mockClear();
    await userEvent.click(await screen().findByRole('button', { name: 'Sign Up' }));
    const email = await screen().findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter a valid email address/));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(screen().getByLabelText('Full Name')).toHaveAccessibleDescription(/Enter your full name/);
    await expect(screen().getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      /Enter a password/,
    );
    await expect(termsBox()).toHaveAccessibleDescription(
      'Tick the box to agree to the Terms of Service and Privacy Policy.',
    );
    await expect(screen().getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(signupSent).not.toHaveBeenCalled();
  },
};

/** A profile photo chosen with the design system's picker is previewed before sending, and can be removed. */
export const WithAvatar: Story = {
  play: async () => {
    const input = await screen().findByLabelText('Profile photo (optional)', { selector: 'input' });
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await userEvent.upload(input, new File([png], 'amal.png', { type: 'image/png' }));
    const photo = await screen().findByRole('list', { name: 'Profile photo (optional)' });
    await waitFor(() =>
      expect(photo.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    await expect(within(photo).getByText('amal.png')).toBeVisible();
    await expect(within(photo).getByRole('button', { name: 'Remove photo' })).toBeVisible();
  },
};

/** On the dark theme, the terms message showing. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Sign Up' }));
    await expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses: each message is shown beside its field and the first one gets focus. */
export const ServerErrors: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signupInvalid } } },
  play: async () => {
    await fillIn();
    const email = screen().getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(screen().getByLabelText('Password confirmation')).toHaveAccessibleDescription(
      /do not match/,
    );
    await expect(screen().getByLabelText('Full Name')).toHaveValue('Amal Hassan');
  },
};

/** While pending, the global loading flag shows the full-screen spinner (docs/product.md §4). */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow } } },
  play: async () => {
    await fillIn();
    await expect(await screen().findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/**
 * Success goes to signup-success, which names the address the link went to. An address that
 * already has an account gets the same answer and this same screen (its owner is emailed
 * instead), so the page never says which addresses have accounts.
 */
export const Success: Story = {
  play: async () => {
    await fillIn();
    await expect(await screen().findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(screen().getByText('amal@example.bn')).toBeVisible();
  },
};
