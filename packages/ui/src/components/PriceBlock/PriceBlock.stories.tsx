import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBlock } from './PriceBlock';

const rent = { perDay: 4500, perWeek: 25000, deposit: 50000, minDays: 1, maxDays: 14 };

const meta = {
  title: 'UI/PriceBlock',
  component: PriceBlock,
  args: { rent },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PriceBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** For rent: the day rate large, then the weekly rate, deposit and the shortest and longest rental. */
export const Rental: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('B$45.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-kind="rent"]')).toHaveTextContent('B$45.00/ dayper day');
    await expect(terms(canvasElement)).toEqual([
      'Per week (7 days or more): B$250.00',
      'Deposit, returned after the rental: B$500.00',
      'Shortest rental: 1 day',
      'Longest rental: 14 days',
    ]);
  },
};

/** For sale only: the price 'to buy' and how many are in stock. */
export const Sale: Story = {
  args: { rent: null, sale: { price: 85000, stock: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('B$850.00')).toBeVisible();
    await expect(terms(canvasElement)).toEqual(['In stock: 3']);
  },
};

/** For rent and for sale: both prices side by side, then every term. No weekly rate, no deposit. */
export const RentAndSale: Story = {
  args: {
    rent: { perDay: 2500, minDays: 2, maxDays: null },
    sale: { price: 18000, stock: 2 },
  },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual(['Shortest rental: 2 days', 'In stock: 2']);
  },
};

/** Sold out: the stock says so in the critical tone. */
export const SoldOut: Story = {
  args: { rent: null, sale: { price: 16000, stock: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toHaveAttribute('data-tone', 'critical');
  },
};

/** Big amounts wrap onto two lines in a narrow column. */
export const LongText: Story = {
  args: {
    rent: { perDay: 9_999_900, perWeek: 59_999_900, deposit: 99_999_900, minDays: 30, maxDays: 365 },
    sale: { price: 99_999_999, stock: 99 },
    units: 12,
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

/** The dark theme. */
export const Dark: Story = { ...RentAndSale, parameters: { theme: 'dark' } };
