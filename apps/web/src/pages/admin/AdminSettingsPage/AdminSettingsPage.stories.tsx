import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { adminSettingsHandlers, mockError, mockPending } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminSettingsPage from './AdminSettingsPage';

const meta = {
  title: 'Screens/Admin/Settings',
  component: AdminSettingsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/settings' }, auth: 'admin' },
} satisfies Meta<typeof AdminSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (name: string) => within(await screen().findByRole('form', { name }));

/** The details, the fee and commission as the admin types them, the payout date linked. */
export const Loaded: Story = {
  play: async () => {
    const market = await section('Marketplace');
    await expect(market.getByRole('textbox', { name: /Delivery fee/ })).toHaveValue('5');
    await expect(market.getByRole('textbox', { name: 'Commission (%)' })).toHaveValue('10');
    await expect(market.getByRole('textbox', { name: 'Days to dispatch an order' })).toHaveValue('3');
    await expect(market.getByRole('link', { name: 'Change it on the finances page' })).toHaveAttribute(
      'href',
      '/admin/finances',
    );
    const details = await section('Company details');
    const line = details.getByRole('textbox', { name: 'Address line 1' });
    await userEvent.clear(line);
    await userEvent.type(line, 'Unit 9, Simpang 101');
    await userEvent.click(await details.findByRole('button', { name: 'Save details' }));
    await expect(await details.findByText('The company details are saved.')).toBeVisible();
  },
};

/** The server refuses fields: each message beside its field; a rate the page cannot read is said at once. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: { adminSettings: adminSettingsHandlers.fieldErrors } } },
  play: async () => {
    const details = await section('Company details');
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    await expect(await details.findByText('Enter a valid email address')).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'Telephone' })).toHaveAttribute('aria-invalid', 'true');
    const market = await section('Marketplace');
    const rate = market.getByRole('textbox', { name: 'Commission (%)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '150');
    await userEvent.click(await market.findByRole('button', { name: 'Save marketplace settings' }));
    await expect(await market.findByText('Enter a rate from 0 % to 100 %')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, 'ten');
    await userEvent.click(await market.findByRole('button', { name: 'Save marketplace settings' }));
    await expect(await market.findByText('Enter a rate such as 10 or 12.5')).toBeVisible();
    // The days to dispatch: a whole number here, 1 to 30 by the server, beside the field.
    const days = market.getByRole('textbox', { name: 'Days to dispatch an order' });
    await userEvent.clear(days);
    await userEvent.type(days, 'three');
    await userEvent.click(await market.findByRole('button', { name: 'Save marketplace settings' }));
    await expect(await market.findByText('Enter a whole number of days, such as 3')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '10');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(await market.findByRole('button', { name: 'Save marketplace settings' }));
    await expect(await market.findByText('Enter a whole number of days from 1 to 30')).toBeVisible();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * How far ahead and how long rentals may be (issue 24): 12 months and 90 days to start; a window
 * past two years is refused beside its field, a sensible one saved.
 */
export const RentalBounds: Story = {
  play: async ({ step }) => {
    const rentals = await section('Rentals');
    const months = rentals.getByRole('textbox', { name: 'Booking window (months)' });
    const days = rentals.getByRole('textbox', { name: 'Longest rental (days)' });
    await expect(months).toHaveValue('12');
    await expect(days).toHaveValue('90');
    await step('a window of 30 months is refused beside it', async () => {
      await userEvent.clear(months);
      await userEvent.type(months, '30');
      await userEvent.click(await rentals.findByRole('button', { name: 'Save rental settings' }));
      await expect(await rentals.findByText('Enter 1 to 24 months')).toBeVisible();
      await expect(months).toHaveAttribute('aria-invalid', 'true');
      await expect(days).not.toHaveAttribute('aria-invalid', 'true');
    });
    await step('6 months and 30 days are saved', async () => {
      await userEvent.clear(months);
      await userEvent.type(months, '6');
      await userEvent.clear(days);
      await userEvent.type(days, '30');
      await userEvent.click(await rentals.findByRole('button', { name: 'Save rental settings' }));
      await expect(await rentals.findByText('The marketplace settings are saved.')).toBeVisible();
      await expect(months).toHaveValue('6');
      await expect(days).toHaveValue('30');
    });
  },
};

/** A wrong current password: the message beside it. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { adminSettings: adminSettingsHandlers.wrongPassword } } },
  play: async () => {
    const form = await section('Your password');
    await userEvent.type(form.getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(await form.findByLabelText(/^New password/), 'kampong-ayer-2026');
    await userEvent.type(await form.findByLabelText('Confirm the new password'), 'kampong-ayer-2026');
    await userEvent.click(await form.findByRole('button', { name: 'Change password' }));
    await expect(await form.findByText('This is not your current password.')).toBeVisible();
    await expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A save under way: its button waits. */
export const Saving: Story = {
  // Never answered: a late answer would land after the story has gone.
  parameters: {
    msw: {
      handlers: {
        adminSettings: [
          mockPending(contract.adminSettings.updateMarketplace),
          ...adminSettingsHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const market = await section('Marketplace');
    const save = market.getByRole('button', { name: 'Save marketplace settings' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
  },
};

/** The contract's rules are checked before sending: each message beside its field, the focus on the first. */
export const CheckedBeforeSending: Story = {
  play: async ({ step }) => {
    await step('the company email is not an address', async () => {
      const details = await section('Company details');
      const email = details.getByRole('textbox', { name: 'Email' });
      await userEvent.clear(email);
      await userEvent.type(email, 'office-at-pinjam');
      await userEvent.click(await details.findByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
      await waitFor(() => expect(email).toHaveFocus());
      await expect(details.queryByText('The company details are saved.')).toBeNull();
    });
    await step('the new passwords differ', async () => {
      const form = await section('Your password');
      await userEvent.type(form.getByLabelText('Current password'), 'admin-pass-2026');
      await userEvent.type(await form.findByLabelText(/^New password/), 'kampong-ayer-2026');
      const confirmation = await form.findByLabelText('Confirm the new password');
      await userEvent.type(confirmation, 'kampong-ayer-2025');
      await userEvent.click(await form.findByRole('button', { name: 'Change password' }));
      await waitFor(() => expect(confirmation).toHaveAccessibleDescription('The passwords do not match'));
    });
  },
};

/** Sensible values the server still refuses (422): its messages beside the fields they name. */
export const ServerRefusesFields: Story = {
  parameters: { msw: { handlers: { adminSettings: adminSettingsHandlers.fieldErrors } } },
  play: async () => {
    const market = await section('Marketplace');
    await userEvent.click(market.getByRole('button', { name: 'Save marketplace settings' }));
    const rate = await market.findByRole('textbox', { name: 'Commission (%)' });
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/Enter a rate from 0 % to 100 %/));
    await expect(market.getByRole('textbox', { name: 'Days to dispatch an order' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(market.queryByRole('alert')).toBeNull();
  },
};

/** A refusal that names no field (here a 500): the server's words in the section's alert. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        adminSettings: [
          mockError(contract.adminSettings.updateMarketplace, 500, {
            message: 'Something went wrong on our side. Please try again.',
          }),
          ...adminSettingsHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const rentals = await section('Rentals');
    await userEvent.click(rentals.getByRole('button', { name: 'Save rental settings' }));
    await expect(await rentals.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expect(await rentals.findByRole('button', { name: 'Save rental settings' })).toBeEnabled();
  },
};
