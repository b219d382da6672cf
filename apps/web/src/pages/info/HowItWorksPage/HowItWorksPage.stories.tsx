import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HowItWorksPage from './HowItWorksPage';
import { infoPageStories } from '../../../testing/infoPageStories';

const info = infoPageStories(HowItWorksPage, { heading: 'How it works', path: '/how-it-works' });

/** /how-it-works: the seed's three numbered steps, then renting, lending and fees. */
const meta = {
  title: 'Screens/How it works',
  component: HowItWorksPage,
  ...info.meta,
} satisfies Meta<typeof HowItWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const seedSteps = [
  'Search for something',
  'Request it, rent or buy it, and pay',
  'Have fun, then return it and leave a review',
];

/** The page on its own: the three steps as an ordered list, each titled, then the details. */
export const Page: Story = info.page(async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);

  await step('the three steps are an ordered list, in the seed’s order', async () => {
    const section = canvas.getByRole('region', { name: 'Three simple steps' });
    const list = within(section).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const [index, title] of seedSteps.entries()) {
      await expect(within(items[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(title);
    }
    await expect(items[1]).toHaveTextContent(/card or PayPal/);
    await expect(items[2]).toHaveTextContent(/leave a review|review the item/);
  });

  await step('renters, owners and fees follow, each its own section', async () => {
    for (const name of ['Renting and buying', 'Lending and selling', 'Fees']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const owners = canvas.getByRole('region', { name: 'Lending and selling' });
    await expect(owners).toHaveTextContent(/48 hours/);
    await expect(canvas.getByRole('region', { name: 'Fees' })).toHaveTextContent('B$67.50');
  });

  await step('the calls to action lead to search and to listing an item', async () => {
    await expect(canvas.getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'List an item' })).toHaveAttribute('href', '/my-items');
  });
});

/** On a 375px phone: the numbered circles stay beside their steps. */
export const Mobile: Story = info.mobile();

/** The dark theme. */
export const Dark: Story = info.dark();

/**
 * The real app at /how-it-works, with navbar and footer.
 */
export const InApp: Story = info.inApp(async (screen) => {
  const steps = screen.getByRole('region', { name: 'Three simple steps' });
  await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
});
