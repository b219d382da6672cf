import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { Footer } from './Footer';
import type { FooterDetails } from './footerLinks';

const details: FooterDetails = {
  address_line_1: 'Unit 12, Block B',
  address_line_2: 'Kompleks Setia Kenangan',
  address_line_3: 'Jalan Kebangsaan',
  post_code: 'BA1712',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  country: 'Brunei Darussalam',
  telephone: '+673 222 3456',
  email: 'hello@pinjam.bn',
};

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { details: null },
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No system details yet: links, social pages, copyright and version, and no address. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the seed’s links, in order', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Footer' });
      const links = within(nav).getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['List an item', '/my-items'],
        ['About', '/about-us'],
        ['How it works', '/how-it-works'],
        ['Browse items', '/search'],
        ['FAQ', '/faq'],
        ['Terms of service', '/terms-of-service'],
        ['Privacy Policy', '/privacy-policy'],
      ]);
      await userEvent.click(links[0]!);
      await expect(navigate).toHaveBeenCalledWith('/my-items');
    });
    await step('the social pages open in a new tab', async () => {
      for (const [name, href] of [
        ['Instagram', 'https://www.instagram.com/pinjam.bn'],
        ['Facebook', 'https://www.facebook.com/pinjam.bn'],
      ] as const) {
        const link = canvas.getByRole('link', { name: `${name} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
    await step('copyright, version, and no address', async () => {
      await expect(canvas.getByText('© 2020 Pinjam')).toBeVisible();
      await expect(canvas.getByText('Ver200423.005')).toBeVisible();
      await expect(canvasElement.querySelector('address')).toBeNull();
    });
  },
};

/** With system details: the address block and contacts. */
export const WithAddress: Story = {
  args: { details },
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('address')!;
    await expect(address).toHaveTextContent('Unit 12, Block B');
    await expect(address).toHaveTextContent('BA1712 Bandar Seri Begawan');
    await expect(address).toHaveTextContent('Brunei-Muara, Brunei Darussalam');
    await expect(within(address).getByRole('link', { name: '+673 222 3456' })).toHaveAttribute(
      'href',
      'tel:+6732223456',
    );
    await expect(within(address).getByRole('link', { name: 'hello@pinjam.bn' })).toHaveAttribute(
      'href',
      'mailto:hello@pinjam.bn',
    );
  },
};

/** Details with gaps: missing lines are left out, not shown empty. */
export const PartialAddress: Story = {
  args: {
    details: {
      ...details,
      address_line_2: null,
      address_line_3: null,
      post_code: null,
      telephone: null,
      email: '',
    },
  },
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('address')!;
    await expect(address).toHaveTextContent('Bandar Seri Begawan');
    await expect(within(address).queryByRole('link')).toBeNull();
  },
};

/** On the dark theme. */
export const Dark: Story = { args: { details }, parameters: { theme: 'dark' } };

/** One column on a phone. */
export const Mobile: Story = { args: { details }, globals: { viewport: { value: 'mobile2' } } };
