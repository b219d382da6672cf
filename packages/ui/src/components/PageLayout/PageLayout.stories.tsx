import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { siti } from '../../fixtures/users';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Footer } from '../Footer';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { Navbar } from '../Navbar';
import { RouteProgress } from '../RouteProgress';
import { PageLayout } from './PageLayout';

const comingSoon = (
  <EmptyState
    icon={<Icon name="sparkle" size="xl" />}
    title="How it works"
    headingLevel={1}
    text="This page is coming soon. Until then, browse what people near you are lending."
    action={
      <Button asChild>
        <LinkBase href="/search">Browse items</LinkBase>
      </Button>
    }
  />
);

const meta = {
  title: 'UI/PageLayout',
  component: PageLayout,
  args: {
    navbar: <Navbar user={null} onSearchChange={fn()} onSearchSubmit={fn()} />,
    footer: <Footer details={null} />,
    children: comingSoon,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A public 'coming soon' page: navbar, main landmark, footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  },
};

/** The first Tab shows 'Skip to content'; Enter moves focus to the main landmark. */
export const SkipLink: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    skip.focus();
    await expect(skip).toBeVisible();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Signed in, with a route loading. */
export const LoggedInLoading: Story = {
  args: {
    navbar: <Navbar user={siti} cartCount={2} notificationCount={1} hasUnread onSearchChange={fn()} />,
    overlay: <RouteProgress active />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

/** A long page: the footer stays at the end, the navbar sticks to the top. */
export const LongText: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}. Pinjam lets you rent cameras, tents, drones and party gear from people in your
            district, or sell what you no longer need. Every rental is covered by our terms of service.
          </p>
        ))}
      </div>
    ),
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

/** On the dark theme. */
export const Dark: Story = {
  args: { navbar: <Navbar user={siti} cartCount={3} onSearchChange={fn()} /> },
  parameters: { theme: 'dark' },
};
