import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import FaqPage from './FaqPage';
import { expectOneH1, expectTocTargetsExist } from '../../../testing/checks';
import { phoneFrame } from '../../../testing/frames';
import { pressKey } from '../../../testing/keyboard';

/** /faq: twenty questions in seven groups; each answer opens in place. */
const meta = {
  title: 'Screens/FAQ',
  component: FaqPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = (root: HTMLElement, text: string) => {
  const summary = within(root).getByText(text).closest('summary');
  if (!summary) throw new Error(`no <summary> for "${text}"`);
  return { summary, details: summary.parentElement as HTMLDetailsElement };
};

/** The page on its own: groups, questions, and an answer opened and closed from the keyboard. */
export const Page: Story = {
  render: () => <FaqPage />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectOneH1(canvasElement, 'Frequently asked questions');

    await step('the questions come in seven groups, listed as topics that link to them', async () => {
      const ids = await expectTocTargetsExist(canvasElement, 'Topics');
      await expect(ids).toEqual([
        'renting',
        'buying',
        'listing',
        'payments',
        'delivery',
        'safety',
        'account',
      ]);
      const count = canvasElement.querySelectorAll('details').length;
      await expect(count).toBeGreaterThanOrEqual(15);
      await expect(count).toBeLessThanOrEqual(20);
    });

    await step('every answer starts closed', async () => {
      await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
      await expect(canvas.getByText(/Owners have 48 hours to accept or deny a request/)).not.toBeVisible();
    });

    const { summary, details } = question(canvasElement, 'What if the owner doesn’t reply?');
    const answer = canvas.getByText(/Owners have 48 hours to accept or deny a request/);

    await step('Enter on a question opens its answer', async () => {
      await pressKey(summary, '{Enter}');
      await waitFor(() => expect(details.open).toBe(true));
      await expect(answer).toBeVisible();
      await expect(summary).toHaveFocus();
    });

    await step('Space on the same question closes it again', async () => {
      await pressKey(summary, '[Space]');
      await waitFor(() => expect(details.open).toBe(false));
      await expect(answer).not.toBeVisible();
    });
  },
};

/** On a 375px phone: topics above the questions, long questions wrapping beside the chevron. */
export const Mobile: Story = {
  render: () => (
    <div style={phoneFrame}>
      <FaqPage />
    </div>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expectOneH1(canvasElement, 'Frequently asked questions');
    const { summary, details } = question(canvasElement, 'How do I change my details or close my account?');
    await pressKey(summary, '{Enter}');
    await waitFor(() => expect(details.open).toBe(true));
    await expect(summary.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** The dark theme, with one answer open. */
export const Dark: Story = {
  render: () => <FaqPage />,
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { summary, details } = question(canvasElement, 'How do deposits work?');
    await pressKey(summary, '{Enter}');
    await waitFor(() => expect(details.open).toBe(true));
  },
};

/**
 * The real app at /faq, with navbar and footer.
 */
export const InApp: Story = {
  parameters: { layout: 'fullscreen', screen: { path: '/faq' } },
  play: async () => {
    const screen = within(document.body);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(screen.getByRole('contentinfo')).toBeVisible();
  },
};
