import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { Select } from '../Select';
import { clickOnTop } from '../_internal/storyChecks';
import * as Dialog from './Dialog';

/*
 * Pickers opened inside a dialog: their lists, calendars and menus float above the dialog and its
 * overlay (the layer scale in the theme's tokens), so a pointer or a finger reaches every option.
 */

const onChoose = fn();

function InADialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button tone="neutral">Report an issue</Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Report an issue</Dialog.Title>
        <Dialog.Description>Tell us what went wrong with this order.</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog/Pickers in a dialog',
  component: Dialog.Root,
  tags: ['no-visual'],
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Report an issue' });

/** A Select's list opens above the dialog; an option is clicked with the pointer. */
export const SelectInADialog: Story = {
  name: 'Select in a Dialog',
  render: () => (
    <InADialog>
      <Select
        label="What went wrong"
        placeholder="Choose one"
        options={[
          { value: 'damaged', label: 'Damaged' },
          { value: 'missing', label: 'Missing parts' },
          { value: 'other', label: 'Something else' },
        ]}
        onValueChange={onChoose}
      />
    </InADialog>
  ),
  play: async () => {
    onChoose.mockClear();
    const trigger = within(await dialog()).getByRole('combobox', { name: 'What went wrong' });
    await clickOnTop(trigger);
    const listbox = await body().findByRole('listbox');
    await clickOnTop(await within(listbox).findByRole('option', { name: 'Damaged' }));
    await expect(onChoose).toHaveBeenCalledWith('damaged');
    await waitFor(() => expect(trigger).toHaveTextContent('Damaged'));
    await expect(await dialog()).toBeVisible();
  },
};

/** A DatePicker's calendar (a Popover) opens above the dialog; a day is clicked with the pointer. */
export const PopoverInADialog: Story = {
  name: 'Popover in a Dialog',
  render: () => (
    <InADialog>
      <DatePicker label="When did it happen" today="2026-03-10" onValueChange={onChoose} />
    </InADialog>
  ),
  play: async () => {
    onChoose.mockClear();
    const trigger = within(await dialog()).getByRole('button', { name: 'When did it happen Select Date' });
    await clickOnTop(trigger);
    const calendar = await body().findByRole('dialog', { name: 'Choose a date' });
    await clickOnTop(await within(calendar).findByRole('button', { name: 'Thursday, 12 March 2026' }));
    await expect(onChoose).toHaveBeenCalledWith('2026-03-12');
    await expect(trigger).toHaveAccessibleName('When did it happen 12 Mar 2026');
  },
};

/** A DropdownMenu opens above the dialog; an item is clicked with the pointer. */
export const DropdownMenuInADialog: Story = {
  name: 'DropdownMenu in a Dialog',
  render: () => (
    <InADialog>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button tone="neutral">Attach</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start">
          <DropdownMenu.Item onSelect={() => onChoose('photo')}>A photo</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => onChoose('receipt')}>A receipt</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </InADialog>
  ),
  play: async () => {
    onChoose.mockClear();
    await clickOnTop(within(await dialog()).getByRole('button', { name: 'Attach' }));
    const menu = await body().findByRole('menu');
    await clickOnTop(within(menu).getByRole('menuitem', { name: 'A receipt' }));
    await expect(onChoose).toHaveBeenCalledWith('receipt');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(await dialog()).toBeVisible();
  },
};

/** Keyboard still works too: Enter opens the list, arrows move, Enter chooses. */
export const SelectInADialogByKeyboard: Story = {
  ...SelectInADialog,
  name: 'Select in a Dialog, by keyboard',
  play: async () => {
    onChoose.mockClear();
    within(await dialog())
      .getByRole('combobox', { name: 'What went wrong' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChoose).toHaveBeenCalled();
  },
};
