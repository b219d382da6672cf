import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { auditHandlers } from '@pinjam/api/mocks';
import { AuditHistory } from './AuditHistory';

const meta = {
  title: 'Kit/Admin/AuditHistory',
  component: AuditHistory,
  args: { subjectType: 'settings', subjectId: 1 },
  parameters: { auth: 'admin' },
} satisfies Meta<typeof AuditHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The record's entries: when, the action and who, each change as before → after in words (B$, not cents); a link to all. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(
      await canvas.findByRole('list', { name: 'What admins did to this record, newest first' }),
    );
    await expect(list.getByText('settings.update')).toBeVisible();
    await expect(list.getByText('B$5.00')).toBeVisible();
    await expect(list.getByText('B$7.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All of this record’s history' })).toHaveAttribute(
      'href',
      '/admin/audit?subject_type=settings&subject_id=1',
    );
  },
};

/** No admin has touched it. */
export const Empty: Story = {
  parameters: { msw: { handlers: { audit: auditHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No admin has changed this record yet.'),
    ).toBeVisible();
  },
};

/** The history could not be loaded: said, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { audit: auditHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The history could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
