import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AvailabilityCalendar } from './AvailabilityCalendar';

// Stories pin 'today' so the calendar (and its screenshot) is the same every day.
const today = '2026-03-10';

const meta = {
  title: 'UI/AvailabilityCalendar',
  component: AvailabilityCalendar,
  args: { today, unavailableDates: ['2026-03-13', '2026-03-14', '2026-03-20', '2026-04-02'] },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AvailabilityCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvas: HTMLElement, name: string) => within(canvas).getByRole('gridcell', { name });

/** This month and next: booked days struck through, past days faded, each read with its state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('grid')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['March 2026', 'April 2026']);
    await expect(cell(canvasElement, 'Friday, 13 March 2026, booked')).toHaveAttribute(
      'data-state',
      'unavailable',
    );
    await expect(cell(canvasElement, 'Thursday, 12 March 2026, free')).toHaveAttribute(
      'data-state',
      'available',
    );
    await expect(cell(canvasElement, 'Monday, 9 March 2026, past')).toHaveAttribute('data-state', 'past');
    await expect(cell(canvasElement, 'Today, Tuesday, 10 March 2026, free')).toHaveAttribute('data-today');
    await expect(within(canvasElement).getByRole('list', { name: 'Key' })).toHaveTextContent(
      'Booked: no unit free',
    );
  },
};

/** Paging ahead: previous is off on today's month; next moves both months on. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(canvas.getAllByRole('grid')[0]).toHaveAccessibleName('April 2026'));
    await expect(cell(canvasElement, 'Thursday, 2 April 2026, booked')).toBeVisible();
  },
};

/** Nothing booked: every day from today on is free. */
export const NothingBooked: Story = {
  args: { unavailableDates: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('td[data-state="unavailable"]')).toHaveLength(0);
  },
};

/** One month, for a narrow column. */
export const OneMonth: Story = { args: { numberOfMonths: 1 } };

/** On a phone the two months stack. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
