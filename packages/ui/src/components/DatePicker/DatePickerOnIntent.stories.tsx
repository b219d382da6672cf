import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DatePickerSingleProps } from './DatePicker.types';
import { DatePickerOnIntent } from './DatePickerOnIntent';

/** The home hero's date field: Radix Popover loads on the visitor's first intent (decision 0049). */
const meta = {
  title: 'UI/DatePicker/On intent',
  // One mode's props for the controls (the component's own type is a union by mode).
  component: DatePickerOnIntent as ComponentType<DatePickerSingleProps>,
  render: (args) => <DatePickerOnIntent {...args} />,
  // Drawn as DatePicker's stories draw it (their screenshots hold the look).
  tags: ['no-visual'],
  args: { label: 'Rental date', today: '2026-03-10', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<DatePickerSingleProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The focus brings the real field in, in its place, and keeps the focus on its trigger. */
export const FocusFirst: Story = {
  args: { defaultValue: '2026-03-05' },
  play: async ({ canvasElement }) => {
    const light = within(canvasElement).getByRole('button', { name: 'Rental date 05 Mar 2026' });
    await userEvent.tab();
    await expect(light).toHaveFocus();
    await waitFor(() => expect(light).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Rental date 05 Mar 2026' })).toHaveFocus(),
    );
  },
};

/** Drawn closed as DatePicker draws it; a tap at once opens the real calendar, as before. */
export const ClickFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const light = within(canvasElement).getByRole('button', { name: 'Rental date Select Date' });
    await expect(light).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    // A tap (no pointer over it before): the light button takes the press, the real one opens.
    await userEvent.pointer({ keys: '[TouchA]', target: light });
    const dialog = await body().findByRole('dialog');
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Today, Tuesday, 10 March 2026' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thursday, 12 March 2026' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-12');
    const trigger = within(canvasElement).getByRole('button', { name: 'Rental date 12 Mar 2026' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
