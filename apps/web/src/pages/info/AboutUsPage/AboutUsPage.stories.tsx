import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { helpersHandlers } from '@pinjam/api/mocks';
import AboutUsPage from './AboutUsPage';
import { infoPageStories } from '../../../testing/infoPageStories';

const info = infoPageStories(AboutUsPage, { heading: 'About Pinjam', path: '/about-us' });

/** /about-us: who we are, why borrow, trust and safety, the company, and where to start. */
const meta = {
  title: 'Screens/About us',
  component: AboutUsPage,
  ...info.meta,
} satisfies Meta<typeof AboutUsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page on its own, with the company's address from the system details. */
export const Page: Story = info.page(async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);

  await step('the sections, in order', async () => {
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'Who we are',
      'Why borrow instead of buy?',
      'Trust and safety',
      'The company',
      'Ready to start?',
    ]);
  });

  await step('trust and safety covers verification, ratings, deposits and support', async () => {
    const trust = canvas.getByRole('region', { name: 'Trust and safety' });
    for (const name of ['Verified members', 'Ratings and reviews', 'Deposits', 'Someone to turn to']) {
      await expect(within(trust).getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  await step('the address is the one the footer shows, from the system details', async () => {
    const company = canvas.getByRole('region', { name: 'The company' });
    await expect(await within(company).findByText('Jalan Gadong')).toBeVisible();
    await expect(within(company).getByRole('link', { name: 'hello@pinjam.bn' })).toHaveAttribute(
      'href',
      'mailto:hello@pinjam.bn',
    );
  });

  await step('the calls to action lead to search and to listing an item', async () => {
    await expect(canvas.getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'List an item' })).toHaveAttribute('href', '/my-items');
  });
});

/** Before an admin has entered the system details: no address block, the email still there. */
export const NoAddress: Story = {
  render: () => <AboutUsPage />,
  parameters: { msw: { handlers: { helpers: helpersHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const company = within(canvasElement).getByRole('region', { name: 'The company' });
    await expect(within(company).getByRole('link', { name: 'hello@pinjam.bn' })).toBeVisible();
  },
};

/** On a 375px phone: the reasons stack into one column. */
export const Mobile: Story = info.mobile();

/** The dark theme. */
export const Dark: Story = info.dark();

/**
 * The real app at /about-us, with navbar and footer.
 */
export const InApp: Story = info.inApp(async (screen) => {
  await expect(screen.getByRole('contentinfo')).toBeVisible();
});
