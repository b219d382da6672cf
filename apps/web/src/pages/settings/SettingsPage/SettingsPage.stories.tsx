import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { accountSettingsHandlers, mockError, mockPending, uploadedAvatar, users } from '@pinjam/api/mocks';
import { photo } from '../../../testing/photos';
import { holdUploadAt } from '../../../testing/slowUpload';
import { screen } from '../../../testing/storyHelpers';
import { toaster } from '@pinjam/ui';
import SettingsPage from './SettingsPage';

const meta = {
  title: 'Screens/Settings',
  component: SettingsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/settings' }, auth: 'siti' },
  // The app's toasts outlive a story: close the last story's, so each story reads its own.
  beforeEach: () => toaster.dismiss(),
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each story its own copy of Siti's settings (the mocks keep what a story saves), so that no
 * story sees another's saves.
 */
const fresh = (handlers = accountSettingsHandlers.default) => ({ msw: { handlers: { account: handlers } } });

const section = async (name: string) => within(await screen().findByRole('region', { name }));
const field = async (sectionName: string, label: string) =>
  (await section(sectionName)).getByLabelText(label, { selector: 'input, textarea' });
/** The open toast saying `text` (a closing one, from the story before, does not count). */
const toastSaying = async (text: string) => {
  const open = () =>
    screen()
      .queryAllByText(text)
      .filter((el) => el.closest('[data-state="open"]'));
  await waitFor(() => expect(open()).toHaveLength(1), { timeout: 3000 });
  return open()[0]!;
};
/** Fills the password section: the current password, then the new one twice (or a confirmation). */
async function changePassword(current: string, confirmation = 'kampong-ayer-2026') {
  const password = await section('Password');
  const entries: Array<[string, string]> = [
    ['Current password', current],
    ['New password', 'kampong-ayer-2026'],
    ['Confirm new password', confirmation],
  ];
  for (const [label, value] of entries)
    await userEvent.type(password.getByLabelText(label, { selector: 'input' }), value);
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
  return password;
}

/** The field's error, as the field names it (aria-describedby). */
const describedAs = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(expect.stringContaining(text)));

/** Siti's settings, loaded: each section with its own save, the bank details masked. */
export const Loaded: Story = {
  parameters: fresh(),
  play: async () => {
    for (const name of ['Profile', 'Profile photo', 'Address', 'Email', 'Password', 'Bank details'])
      await expect(await screen().findByRole('region', { name })).toBeVisible();
    await expect(await field('Profile', 'Full name')).toHaveValue('Siti Rahman');
    const bank = await section('Bank details');
    await expect(bank.getByText('Baiduri Bank, account •••• 4821')).toBeVisible();
    await expect(bank.queryByLabelText('Account number')).toBeNull();
    // The page title is as large as every other page's (2.5rem; 1.75rem on a phone).
    const title = screen().getByRole('heading', { level: 1, name: 'Settings' });
    await expect(getComputedStyle(title).fontSize).toBe(window.innerWidth > 1022 ? '40px' : '28px');
  },
};

/** While the settings load. */
export const Loading: Story = {
  parameters: fresh(accountSettingsHandlers.slow),
  play: async () => {
    await expect(await screen().findByRole('status', { name: 'Loading your settings' })).toBeVisible();
  },
};

/** The settings could not be loaded: the server's message and a retry. */
export const ErrorLoading: Story = {
  parameters: fresh(accountSettingsHandlers.error),
  play: async () => {
    await expect(await screen().findByText('Your settings could not be loaded')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new member: nothing filled in, and no bank details yet (the form shows at once). */
export const NewMember: Story = {
  parameters: fresh(accountSettingsHandlers.empty),
  play: async () => {
    const bank = await section('Bank details');
    await expect(bank.getByText(/No bank details yet/)).toBeVisible();
    await expect(bank.getByLabelText('Account number', { selector: 'input' })).toBeVisible();
  },
};

/** Saving the profile: a toast, and the navbar greets the new first name at once. */
export const SaveProfile: Story = {
  parameters: fresh(),
  play: async ({ step }) => {
    const name = await field('Profile', 'Full name');
    await step('change the name and save', async () => {
      await userEvent.clear(name);
      await userEvent.type(name, 'Sitinur Rahman');
      await userEvent.click(await (await section('Profile')).findByRole('button', { name: 'Save profile' }));
    });
    await expect(await toastSaying('Your settings have been saved.')).toBeVisible();
    await expect(await screen().findByRole('button', { name: /Hi, Sitinur/ })).toBeVisible();
  },
};

/** Opens the date of birth's calendar and picks a day with its month and year lists. */
async function pickBirthday(year: number, month: string, day: number) {
  const profile = await section('Profile');
  await userEvent.click(profile.getByRole('button', { name: /^Date of birth/ }));
  const calendar = within(await screen().findByRole('dialog', { name: 'Choose a date' }));
  await userEvent.selectOptions(await calendar.findByRole('combobox', { name: 'Year' }), String(year));
  await userEvent.selectOptions(await calendar.findByRole('combobox', { name: 'Month' }), month);
  await userEvent.click(
    await calendar.findByRole('button', { name: new RegExp(`, ${day} ${month} ${year}`) }),
  );
  return profile.getByRole('button', { name: /^Date of birth/ });
}

/** The date of birth is picked from month and year lists, not typed: decades back in three choices. */
export const PickBirthday: Story = {
  parameters: fresh(),
  play: async () => {
    const dob = await pickBirthday(1990, 'May', 17);
    await expect(dob).toHaveAccessibleName(/17 May 1990/);
    await userEvent.click((await section('Profile')).getByRole('button', { name: 'Save profile' }));
    await expect(await toastSaying('Your settings have been saved.')).toBeVisible();
  },
};

/** A date of birth under 18 years ago: the contract's message beside the field before sending. */
export const ProfileErrors: Story = {
  parameters: fresh(),
  play: async () => {
    const dob = await pickBirthday(new Date().getFullYear() - 10, 'January', 1);
    await userEvent.click((await section('Profile')).getByRole('button', { name: 'Save profile' }));
    await describedAs(dob, 'You must be at least 18 years old to use Pinjam');
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving the address: a toast. */
export const SaveAddress: Story = {
  parameters: fresh(),
  play: async () => {
    const line = await field('Address', 'Address line 3');
    await userEvent.type(line, 'Gadong');
    await userEvent.click(await (await section('Address')).findByRole('button', { name: 'Save address' }));
    await expect(await toastSaying('Your settings have been saved.')).toBeVisible();
  },
};

/** A telephone that is not a number: its message beside the field (checked in the browser). */
export const AddressErrors: Story = {
  parameters: fresh(),
  play: async () => {
    const phone = await field('Address', 'Telephone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(await (await section('Address')).findByRole('button', { name: 'Save address' }));
    await describedAs(phone, 'Enter a phone number of digits, e.g. +673 712 3456');
  },
};

/** A new photo, chosen, previewed and uploaded: the section and the navbar show it at once. */
export const UploadAvatar: Story = {
  parameters: fresh(),
  play: async ({ step }) => {
    const avatar = await section('Profile photo');
    await step('choose a photo: it is previewed', async () => {
      const input = avatar.getByLabelText('Choose a photo', { selector: 'input' });
      await userEvent.upload(input, photo('me.png', '#be185d'));
      const chosen = await avatar.findByRole('list', { name: 'Choose a photo' });
      await waitFor(() =>
        expect(chosen.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
      );
    });
    await step('upload it', async () => {
      await userEvent.click(avatar.getByRole('button', { name: 'Upload photo' }));
      await expect(await toastSaying('Your new photo is saved.')).toBeVisible();
    });
    const greeting = await screen().findByRole('button', { name: /Hi, Siti/ });
    await waitFor(() => expect(greeting.querySelector('img')).toHaveAttribute('src', uploadedAvatar.path));
  },
};

/** An upload under way: its progress on the photo, the form busy. */
export const AvatarUploading: Story = {
  parameters: fresh(),
  beforeEach: () => holdUploadAt(0.4),
  play: async () => {
    const avatar = await section('Profile photo');
    await userEvent.upload(
      avatar.getByLabelText('Choose a photo', { selector: 'input' }),
      photo('me.png', '#0f4c75'),
    );
    await userEvent.click(await avatar.findByRole('button', { name: 'Upload photo' }));
    await expect(await avatar.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/**
 * Many people upload at once and the server's image queue is full (503 with Retry-After): the
 * upload says it is waiting its turn, goes again by itself and is saved; no error is shown.
 */
export const AvatarBusyRetrying: Story = {
  parameters: fresh(accountSettingsHandlers.avatarBusyOnce),
  play: async ({ step }) => {
    const avatar = await section('Profile photo');
    await userEvent.upload(
      avatar.getByLabelText('Choose a photo', { selector: 'input' }),
      photo('me.png', '#7c3aed'),
    );
    await userEvent.click(await avatar.findByRole('button', { name: 'Upload photo' }));
    await step('it waits its turn, saying so, the progress still shown', async () => {
      await expect(await avatar.findByText(/yours is waiting its turn/, {}, { timeout: 5000 })).toBeVisible();
      await expect(avatar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
    });
    await step('it goes again by itself and is saved, with no error', async () => {
      await waitFor(() => expect(avatar.queryByText(/yours is waiting its turn/)).toBeNull(), {
        timeout: 8000,
      });
      await expect(await toastSaying('Your new photo is saved.')).toBeVisible();
      await expect(avatar.queryByText(/busy processing photos/)).toBeNull();
      await expect(avatar.queryByRole('progressbar')).toBeNull();
    });
  },
};

/** The server refuses the file as not an image: the message beside the photo, nothing changes. */
export const AvatarError: Story = {
  parameters: fresh(accountSettingsHandlers.avatarRefused),
  play: async () => {
    const avatar = await section('Profile photo');
    await userEvent.upload(
      avatar.getByLabelText('Choose a photo', { selector: 'input' }),
      photo('me.png', '#15803d'),
    );
    await userEvent.click(await avatar.findByRole('button', { name: 'Upload photo' }));
    await expect(
      await avatar.findByText('The avatar must be a JPEG, PNG, WebP or AVIF image.'),
    ).toBeVisible();
  },
};

/** Bank details: Change, a new number, saved and shown masked. */
export const ChangeBankDetails: Story = {
  parameters: fresh(),
  play: async () => {
    const bank = await section('Bank details');
    await userEvent.click(bank.getByRole('button', { name: 'Change bank details' }));
    await waitFor(() => expect(bank.getByLabelText('Bank', { selector: 'input' })).toHaveFocus());
    await userEvent.clear(bank.getByLabelText('Bank', { selector: 'input' }));
    await userEvent.type(await bank.findByLabelText('Bank', { selector: 'input' }), 'BIBD');
    await userEvent.type(
      await bank.findByLabelText('Account number', { selector: 'input' }),
      '0100 2233 7788',
    );
    await userEvent.click(await bank.findByRole('button', { name: 'Save bank details' }));
    await expect(await bank.findByText('BIBD, account •••• 7788')).toBeVisible();
    await expect(bank.queryByLabelText('Account number')).toBeNull();
  },
};

/** An account number with letters: its message beside the field (checked in the browser). */
export const BankErrors: Story = {
  parameters: fresh(accountSettingsHandlers.empty),
  play: async () => {
    const bank = await section('Bank details');
    await userEvent.type(bank.getByLabelText('Bank', { selector: 'input' }), 'Baiduri Bank');
    const number = await bank.findByLabelText('Account number', { selector: 'input' });
    await userEvent.type(number, '12AB3456');
    await userEvent.click(await bank.findByRole('button', { name: 'Save bank details' }));
    await describedAs(number, 'Enter the account number: 6 to 20 digits, nothing else');
  },
};

/** An email change waiting for its link: Send the link again. */
export const ResendEmailLink: Story = {
  parameters: fresh(accountSettingsHandlers.pendingEmail),
  play: async () => {
    const email = await section('Email');
    await userEvent.click(email.getByRole('button', { name: 'Send the link again' }));
    await expect(
      await toastSaying(
        'We sent a link to siti.rahman@example.bn: open it to confirm your new email address.',
      ),
    ).toBeVisible();
  },
};

/** An email change waiting for its link: the address it went to, and Cancel. */
export const PendingEmail: Story = {
  parameters: fresh(accountSettingsHandlers.pendingEmail),
  play: async () => {
    const email = await section('Email');
    await expect(
      email.getByText('We sent a link to siti.rahman@example.bn. Open it to finish the change.'),
    ).toBeVisible();
    await userEvent.click(email.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(email.queryByText(/We sent a link to siti.rahman/)).toBeNull());
  },
};

/** Asking for a new email: the link goes out, the change shows as pending. */
export const ChangeEmail: Story = {
  parameters: fresh(),
  play: async () => {
    const email = await section('Email');
    await userEvent.type(
      email.getByLabelText('New email address', { selector: 'input' }),
      'siti.new@example.bn',
    );
    await userEvent.click(await email.findByRole('button', { name: 'Send confirmation link' }));
    await expect(
      await email.findByText('We sent a link to siti.new@example.bn. Open it to finish the change.'),
    ).toBeVisible();
  },
};

/** Send with no new address: said beside the field, nothing sent (it would change nothing). */
export const BlankEmail: Story = {
  parameters: fresh(),
  play: async () => {
    const email = await section('Email');
    const input = email.getByLabelText('New email address', { selector: 'input' });
    await userEvent.click(email.getByRole('button', { name: 'Send confirmation link' }));
    await describedAs(input, 'Enter a valid email address');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(email.queryByText(/We sent a link to/)).toBeNull();
  },
};

/** An address another account has: the message beside the email field. */
export const EmailTaken: Story = {
  parameters: fresh(),
  play: async () => {
    const email = await section('Email');
    const input = email.getByLabelText('New email address', { selector: 'input' });
    await userEvent.type(input, users.hakim.email);
    await userEvent.click(await email.findByRole('button', { name: 'Send confirmation link' }));
    await describedAs(input, 'This email is already registered.');
  },
};

/** Back from the emailed link: the change is confirmed. */
export const EmailConfirmed: Story = {
  parameters: { ...fresh(), screen: { path: '/settings?email=confirmed' } },
  play: async () => {
    await expect(await screen().findByText('Your new email address is confirmed.')).toBeVisible();
  },
};

/** A wrong current password: its message beside it. */
export const PasswordErrors: Story = {
  parameters: fresh(),
  play: async () => {
    const password = await changePassword('not-my-password');
    await describedAs(
      password.getByLabelText('Current password', { selector: 'input' }),
      'This is not your current password.',
    );
  },
};

/** The password changed: a toast, and the fields are emptied. */
export const ChangePassword: Story = {
  parameters: fresh(),
  play: async () => {
    const password = await changePassword('siti-pass-2026');
    await expect(
      await toastSaying('Your password has been changed. Other devices have been signed out.'),
    ).toBeVisible();
    await expect(password.getByLabelText('Current password', { selector: 'input' })).toHaveValue('');
  },
};

/** A save the server fails: its message above the section's fields, what was typed kept. */
export const SaveFails: Story = {
  parameters: fresh(accountSettingsHandlers.saveFails),
  play: async () => {
    const profile = await section('Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expect(await profile.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

/** An empty name: the contract's message beside it, the focus on it, nothing sent. */
export const ProfileRequired: Story = {
  parameters: fresh(),
  play: async () => {
    const name = await field('Profile', 'Full name');
    await userEvent.clear(name);
    await userEvent.click(await (await section('Profile')).findByRole('button', { name: 'Save profile' }));
    await describedAs(name, 'Enter your full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** A new email that is not an address: its message beside the field, nothing sent. */
export const EmailInvalid: Story = {
  parameters: fresh(),
  play: async () => {
    const email = await section('Email');
    const input = email.getByLabelText('New email address', { selector: 'input' });
    await userEvent.type(input, 'siti-at-home');
    await userEvent.click(await email.findByRole('button', { name: 'Send confirmation link' }));
    await describedAs(input, 'Enter a valid email address');
    await expect(email.queryByText(/We sent a link to siti-at-home/)).toBeNull();
  },
};

/** The confirmation differs from the new password: said beside it before anything is sent. */
export const PasswordMismatch: Story = {
  parameters: fresh(),
  play: async () => {
    const password = await changePassword('siti-pass-2026', 'kampong-ayer-2025');
    const confirmation = await password.findByLabelText('Confirm new password', { selector: 'input' });
    await describedAs(confirmation, 'The passwords do not match');
    await waitFor(() => expect(confirmation).toHaveFocus());
  },
};

/** Upload with no photo chosen: said beside the picker, nothing sent. */
export const AvatarMissing: Story = {
  parameters: fresh(),
  play: async () => {
    const avatar = await section('Profile photo');
    await userEvent.click(avatar.getByRole('button', { name: 'Upload photo' }));
    await expect(await avatar.findByText('Choose a photo to upload first.')).toBeVisible();
  },
};

/** A save under way: its button is busy and disabled, so it is not sent twice. */
export const Saving: Story = {
  parameters: fresh([mockPending(contract.account.updateSettings), ...accountSettingsHandlers.default]),
  play: async () => {
    const profile = await section('Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    const save = () => profile.getByRole('button', { name: 'Save profile' });
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    await expect(save()).toBeDisabled();
  },
};

/** Cancelling a pending change fails: the server's message in an alert, the change still shown. */
export const CancelEmailFails: Story = {
  parameters: fresh([
    mockError(contract.account.cancelEmailChange, 500, {
      message: 'Something went wrong on our side. Please try again.',
    }),
    ...accountSettingsHandlers.pendingEmail,
  ]),
  play: async () => {
    const email = await section('Email');
    await userEvent.click(email.getByRole('button', { name: 'Cancel the change' }));
    await expect(await email.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expect(email.getByText(/We sent a link to siti.rahman/)).toBeVisible();
  },
};

/** On a phone: the sections one above the other, the photo above its picker. */
export const Phone: Story = { ...Loaded, globals: { viewport: { value: 'mobile2' } } };
