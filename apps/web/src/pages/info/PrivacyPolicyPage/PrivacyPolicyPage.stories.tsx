import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { expectTocTargetsExist } from '../../../testing/checks';
import { infoPageStories } from '../../../testing/infoPageStories';

const info = infoPageStories(PrivacyPolicyPage, { heading: 'Privacy policy', path: '/privacy-policy' });

/** /privacy-policy: thirteen numbered sections with a table of contents. */
const meta = {
  title: 'Screens/Privacy policy',
  component: PrivacyPolicyPage,
  ...info.meta,
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page on its own: the date, and a table of contents whose every link has its section. */
export const Page: Story = info.page(async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Last updated 21 Nov 2026')).toHaveAttribute('datetime', '2026-11-21');

  await step('every contents link points at a section on the page', async () => {
    const ids = await expectTocTargetsExist(canvasElement, 'Contents');
    await expect(ids).toHaveLength(13);
    for (const id of [
      'what-we-collect',
      'cookies-and-local-storage',
      'retention',
      'your-rights',
      'contact',
    ]) {
      await expect(ids).toContain(id);
    }
  });

  await step('what we collect names identity documents, and payments left to the providers', async () => {
    const collect = canvas.getByRole('region', { name: /What we collect/ });
    await expect(
      within(collect).getByRole('heading', { level: 3, name: 'Identity verification' }),
    ).toBeVisible();
    await expect(collect).toHaveTextContent(/never see or store your full card number/);
    const contact = canvas.getByRole('region', { name: /Contact us/ });
    await expect(within(contact).getByRole('link', { name: 'hello@pinjam.bn' })).toHaveAttribute(
      'href',
      'mailto:hello@pinjam.bn',
    );
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
 * The real app at /privacy-policy.
 */
export const InApp: Story = info.inApp(async (screen) => {
  await expect(screen.getByRole('navigation', { name: 'Contents' })).toBeVisible();
});
