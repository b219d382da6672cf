import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkTones } from './Link';
import { LinkProvider, type LinkComponent } from './LinkProvider';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/how-it-works', children: 'How it works' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An internal text link: without a provider it is a plain anchor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'How it works' });
    await expect(link).toHaveAttribute('href', '/how-it-works');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** External links open a new tab without the opener, and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://www.instagram.com/pinjam.bn', external: true, children: 'Instagram' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const navigate = fn();
const RouterLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    data-router-link=""
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      navigate(href);
    }}
    {...props}
  />
);

/** The app passes its router link through LinkProvider; every internal link renders with it. */
export const WithLinkProvider: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  decorators: [(Story) => <LinkProvider component={RouterLink}>{Story()}</LinkProvider>],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'How it works' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/how-it-works');
  },
};

/** mailto:, tel: and full URLs leave the app, so they stay plain anchors even under a provider. */
export const LeavesTheApp: Story = {
  args: { href: 'mailto:hello@pinjam.bn', children: 'hello@pinjam.bn' },
  decorators: [(Story) => <LinkProvider component={RouterLink}>{Story()}</LinkProvider>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'hello@pinjam.bn' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Long link text wraps inside narrow columns. */
export const LongText: Story = {
  args: { children: 'Read the terms of service that apply to every rental, purchase and sale on Pinjam' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

/** Every tone, underlined and hover-only, internal and external. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {linkTones.flatMap((tone) => [
        <Link key={`${tone}-a`} {...args} tone={tone}>
          {tone} link
        </Link>,
        <Link key={`${tone}-h`} {...args} tone={tone} underline="hover">
          {tone} hover
        </Link>,
        <Link key={`${tone}-e`} {...args} tone={tone} href="https://www.facebook.com/pinjam.bn" external>
          {tone} external
        </Link>,
      ])}
    </div>
  ),
};

/** The tones on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
