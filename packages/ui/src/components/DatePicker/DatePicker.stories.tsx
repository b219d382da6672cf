import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarDateRange } from './calendarDates';
import { DatePicker, datePickerModes, type DatePickerProps, type DatePickerSingleProps } from './DatePicker';
import { expectInvalid } from '../_internal/storyChecks';

/** The props as one shape for the controls panel (the component's own type is a union by mode). */
type Args = Omit<DatePickerSingleProps, 'mode' | 'value' | 'defaultValue' | 'onValueChange'> & {
  mode?: (typeof datePickerModes)[number];
  defaultValue?: string | CalendarDateRange | null;
  onValueChange?: (value: string | CalendarDateRange | null) => void;
};

// Stories pin 'today' so the calendar (and its screenshot) is the same every day.
const today = '2026-03-10';
const booked = ['2026-03-13', '2026-03-14', '2026-03-20'];

const meta = {
  title: 'UI/DatePicker',
  // The docs page reads the props from the component; the union is cast once for the controls.
  component: DatePicker as ComponentType<Args>,
  render: (args) => <DatePicker {...(args as DatePickerProps)} />,
  args: { label: 'Rental date', today, onValueChange: fn(), onOpenChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: datePickerModes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog');
const day = async (name: string) => within(await dialog()).getByRole('button', { name });
// The calendar's footer: the last live region (the month caption is one too).
const hint = (calendar: HTMLElement) => within(calendar).getAllByRole('status').at(-1);
const closed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

/** Nothing chosen: 'Select Date'. Clicking opens the calendar on today; choosing a day closes it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rental date Select Date' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    await expect(await dialog()).toHaveAccessibleName('Choose a date');
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Today, Tuesday, 10 March 2026' })).toHaveFocus(),
    );
    await userEvent.click(await day('Thursday, 12 March 2026'));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-12');
    await closed();
    await expect(trigger).toHaveAccessibleName('Rental date 12 Mar 2026');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A chosen day shows as 'dd MMM yyyy' and is read with the label. The clear button empties it. */
export const WithValue: Story = {
  args: { defaultValue: '2026-03-05' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Rental date 05 Mar 2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(trigger).toHaveTextContent('Select Date');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear date' })).toBeNull();
  },
};

/** The open calendar: the chosen day is marked, today is ringed. */
export const Open: Story = {
  args: { defaultValue: '2026-03-05', defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    const selected = await day('Thursday, 5 March 2026, selected');
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected.closest('td')).toHaveAttribute('aria-selected', 'true');
    // waitFor: the popover fades in.
    await waitFor(async () =>
      expect(within(await dialog()).getByRole('grid', { name: 'March 2026' })).toBeVisible(),
    );
  },
};

/**
 * Keyboard only: Enter opens on today, arrows move by day and week, PageDown by month, Enter
 * chooses; Escape closes without change. Focus returns to the field each time.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rental date Select Date' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await day('Today, Tuesday, 10 March 2026')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(await day('Wednesday, 18 March 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(async () => expect(await day('Saturday, 18 April 2026')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-04-18');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await day('Saturday, 18 April 2026, selected')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await closed();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('18 Apr 2026');
  },
};

/**
 * A rental period: first day, then last day (both included). The footer says what to do next
 * and, once chosen, how many days.
 */
export const Range: Story = {
  args: { mode: 'range', label: 'Rental period' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rental period Select dates' });
    await userEvent.click(trigger);
    const calendar = await dialog();
    await expect(calendar).toHaveAccessibleName('Choose the first and last day');
    await expect(hint(calendar)).toHaveTextContent('Choose the first day');
    await userEvent.click(await day('Thursday, 12 March 2026'));
    await expect(hint(calendar)).toHaveTextContent('Now choose the last day');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(await day('Sunday, 15 March 2026'));
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-03-12', end: '2026-03-15' });
    await closed();
    await expect(trigger).toHaveTextContent('12 Mar 2026 – 15 Mar 2026');
  },
};

/** A one-day period chosen: pressing that day again starts a new period from it (not a blank). */
export const OneDayRangeAgain: Story = {
  args: {
    mode: 'range',
    label: 'Rental period',
    defaultValue: { start: '2026-03-16', end: '2026-03-16' },
    defaultOpen: true,
  },
  tags: ['no-visual'],
  play: async ({ args }) => {
    const calendar = await dialog();
    await expect(hint(calendar)).toHaveTextContent('1 day');
    await userEvent.click(await day('Monday, 16 March 2026, selected'));
    await expect(hint(calendar)).toHaveTextContent('Now choose the last day');
    await userEvent.click(await day('Wednesday, 18 March 2026'));
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-03-16', end: '2026-03-18' });
  },
};

/** A chosen period, open: a band from the first to the last day, and its length. */
export const RangeOpen: Story = {
  args: {
    mode: 'range',
    label: 'Rental period',
    defaultValue: { start: '2026-03-16', end: '2026-03-19' },
    defaultOpen: true,
  },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    await expect(hint(await dialog())).toHaveTextContent('4 days');
  },
};

/**
 * Booked days are struck through and cannot be chosen, and a period cannot span one: choosing
 * past it starts a new period there.
 */
export const WithDisabledDays: Story = {
  args: { mode: 'range', label: 'Rental period', disabledDates: booked, min: 'today', defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ args }) => {
    const calendar = await dialog();
    await expect(await day('Friday, 13 March 2026, unavailable')).toBeDisabled();
    await userEvent.click(await day('Thursday, 12 March 2026'));
    await userEvent.click(await day('Monday, 16 March 2026'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(hint(calendar)).toHaveTextContent('Now choose the last day');
    await userEvent.click(await day('Tuesday, 17 March 2026'));
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-03-16', end: '2026-03-17' });
  },
};

/** From today on: earlier days and months cannot be reached. */
export const MinToday: Story = {
  args: { min: 'today', defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    const calendar = await dialog();
    await expect(await day('Monday, 9 March 2026, unavailable')).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(within(calendar).getByRole('grid', { name: 'April 2026' })).toBeVisible());
  },
};

/** An error marks the field invalid; help and error are read with it. */
export const Error: Story = {
  args: {
    description: 'The first day you need the item.',
    error: 'Choose a date from today on.',
  },
  play: async ({ canvasElement }) => {
    await expectInvalid(
      within(canvasElement).getByRole('button', { name: 'Rental date Select Date' }),
      'The first day you need the item. Choose a date from today on.',
    );
  },
};

/** Disabled: cannot be opened or cleared. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-03-05' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rental date 05 Mar 2026' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear date' })).toBeNull();
  },
};

/** The home page hero: only the placeholder 'Select Date' shows; the label is read with it. */
export const Hero: Story = {
  args: { label: 'Rental date', hideLabel: true, clearable: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rental date Select Date' });
    await expect(trigger).toHaveTextContent(/^Select Date$/);
  },
};

/** In a form: the day as 'yyyy-MM-dd'; a period as name_start and name_end. */
export const InAForm: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <form aria-label="Rent">
      <DatePicker
        label="Pickup"
        name="pickup"
        today={today}
        defaultValue="2026-03-12"
        onValueChange={args.onValueChange}
      />
      <DatePicker
        mode="range"
        label="Period"
        name="period"
        today={today}
        defaultValue={{ start: '2026-03-12', end: '2026-03-15' }}
      />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const data = new FormData(within(canvasElement).getByRole('form') as HTMLFormElement);
    await expect(Object.fromEntries(data)).toEqual({
      pickup: '2026-03-12',
      period_start: '2026-03-12',
      period_end: '2026-03-15',
    });
  },
};

/** Long labels wrap; a long period is cut with an ellipsis on narrow fields. */
export const LongText: Story = {
  args: {
    mode: 'range',
    label: 'When would you like to pick the item up and when will you bring it back to the owner?',
    description: 'Both days count: a Friday-to-Sunday rental is three days.',
    defaultValue: { start: '2026-12-28', end: '2027-01-03' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

/** On a phone, open. */
export const Mobile: Story = {
  ...RangeOpen,
  globals: { viewport: { value: 'mobile1' } },
};

/** Every closed state. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DatePicker today={today} label="Empty" />
      <DatePicker today={today} label="With value" defaultValue="2026-03-05" />
      <DatePicker
        today={today}
        mode="range"
        label="Range"
        defaultValue={{ start: '2026-03-12', end: '2026-03-15' }}
      />
      <DatePicker today={today} label="Invalid" error="Choose a date." />
      <DatePicker today={today} label="Disabled" disabled defaultValue="2026-03-05" />
    </div>
  ),
};

/** The open range calendar on the dark theme. */
export const Dark: Story = {
  ...WithDisabledDays,
  parameters: { ...WithDisabledDays.parameters, theme: 'dark' },
};

/** Every closed state on the dark theme. */
export const DarkVariants: Story = { ...AllVariants, parameters: { theme: 'dark' } };

/**
 * With month and year lists (a date of birth): the years run from `min` to `max`; choosing a
 * year and a month shows that month, and a day is picked as usual.
 */
export const YearPicker: Story = {
  args: { label: 'Date of birth', yearPicker: true, min: '1926-03-10', max: today },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Date of birth/ }));
    const calendar = within(await dialog());
    const year = await calendar.findByRole('combobox', { name: 'Year' });
    await expect(within(year).getAllByRole('option')).toHaveLength(101);
    await userEvent.selectOptions(year, '1990');
    await userEvent.selectOptions(await calendar.findByRole('combobox', { name: 'Month' }), 'May');
    await userEvent.click(await day('Thursday, 17 May 1990'));
    await expect(args.onValueChange).toHaveBeenCalledWith('1990-05-17');
    await closed();
  },
};
