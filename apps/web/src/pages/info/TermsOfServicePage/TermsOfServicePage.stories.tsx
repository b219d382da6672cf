import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TermsOfServicePage from './TermsOfServicePage';
import { expectTocTargetsExist } from '../../../testing/checks';
import { infoPageStories } from '../../../testing/infoPageStories';

const info = infoPageStories(TermsOfServicePage, { heading: 'Terms of service', path: '/terms-of-service' });

/** /terms-of-service: nineteen numbered sections with a table of contents. */
const meta = {
  title: 'Screens/Terms of service',
  component: TermsOfServicePage,
  ...info.meta,
} satisfies Meta<typeof TermsOfServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page on its own: the date, and a table of contents whose every link has its section. */
export const Page: Story = info.page(async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Last updated 21 Nov 2026')).toHaveAttribute('datetime', '2026-11-21');

  await step('every contents link points at a section on the page', async () => {
    const ids = await expectTocTargetsExist(canvasElement, 'Contents');
    await expect(ids).toHaveLength(19);
    for (const id of ['eligibility', 'cancellations', 'prohibited-items', 'disputes', 'governing-law']) {
      await expect(ids).toContain(id);
    }
  });

  await step('the sections say what docs/product.md says', async () => {
    const section = (name: RegExp) => canvas.getByRole('region', { name });
    await expect(section(/Who can use Pinjam/)).toHaveTextContent(/at least 18/);
    await expect(section(/Payments, fees and payouts/)).toHaveTextContent(/10 %/);
    await expect(section(/Problems and disputes/)).toHaveTextContent(/payout is held/);
    await expect(section(/Governing law/)).toHaveTextContent(/law of Brunei Darussalam/);
  });
});

/** On a 375px phone: the contents sit above the text. */
export const Mobile: Story = info.mobile(async (canvasElement) => {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Contents' });
  const firstSection = canvasElement.querySelector('section');
  await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    firstSection!.getBoundingClientRect().top,
  );
});

/** The dark theme. */
export const Dark: Story = info.dark();

/**
 * The real app at /terms-of-service.
 */
export const InApp: Story = info.inApp(async (screen) => {
  await expect(screen.getByRole('navigation', { name: 'Contents' })).toBeVisible();
});
