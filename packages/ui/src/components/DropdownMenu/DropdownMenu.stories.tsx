import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import * as DropdownMenu from './DropdownMenu';

const onSelect = fn();

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu.Root,
  render: (args) => (
    <DropdownMenu.Root {...args}>
      <DropdownMenu.Trigger asChild>
        <Button tone="neutral">
          Options <Icon name="chevronDown" size="sm" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>Signed in as Siti</DropdownMenu.Label>
        <DropdownMenu.Item asChild>
          <LinkBase href="/dashboard" onClick={(event) => event.preventDefault()}>
            Dashboard
          </LinkBase>
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={onSelect}>Share listing</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Archived (disabled)</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onSelect}>Logout</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
} satisfies Meta<typeof DropdownMenu.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. Clicking opens the menu (in a portal on <body>). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Share listing' }));
    await expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Open from the start; items are links or actions, one is disabled. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Archived (disabled)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The keyboard opens it, arrows move past the disabled item, Escape closes and refocuses. */
export const Keyboard: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open menu on the dark theme. */
export const Dark: Story = { ...Open, parameters: { theme: 'dark', visual: { fullPage: true } } };
