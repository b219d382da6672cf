import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as Accordion from './Accordion';

const faq = [
  {
    id: 'rent',
    q: 'How do I rent an item?',
    a: 'Choose your dates on the item page, add it to your cart and pay. The owner has 48 hours to accept.',
  },
  {
    id: 'deposit',
    q: 'Is there a deposit?',
    a: 'Some owners ask for one. It is shown on the item page and refunded when the item comes back as it left.',
  },
  {
    id: 'damage',
    q: 'What if the item is damaged?',
    a: 'Report it from your order within 24 hours of the return. We hold the deposit until it is resolved.',
  },
];

/** The props as one shape for the controls panel (Radix types Root as a union by `type`). */
interface Args {
  type: 'single' | 'multiple';
  collapsible?: boolean;
  defaultValue?: string | string[];
  onValueChange?: (value: string | string[]) => void;
  level?: Accordion.HeaderProps['level'];
}
const rootProps = ({ level: _level, collapsible, ...args }: Args) =>
  // `collapsible` belongs to single mode only (Radix would pass it on to the DOM otherwise).
  (args.type === 'single' ? { ...args, collapsible } : args) as ComponentProps<typeof Accordion.Root>;

function Faq(args: Args) {
  return (
    <Accordion.Root {...rootProps(args)}>
      {faq.map(({ id, q, a }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Header level={args.level}>
            <Accordion.Trigger>{q}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>{a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'UI/Accordion',
  component: Accordion.Root as ComponentType<Args>,
  args: { type: 'single', collapsible: true, onValueChange: fn() },
  argTypes: { level: { control: 'inline-radio', options: Accordion.accordionHeadingLevels } },
  render: (args) => <Faq {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All closed. Opening one closes the other (single); it can be closed again (collapsible). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rent = canvas.getByRole('button', { name: 'How do I rent an item?' });
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    await expect(rent.parentElement?.tagName).toBe('H3');
    await userEvent.click(rent);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'How do I rent an item?' })).toHaveTextContent(
        /Choose your dates/,
      ),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a deposit?' }));
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a deposit?' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** One answer open. */
export const Open: Story = { args: { defaultValue: 'deposit' } };

/** Several open at once (type multiple), as h2 under the page's h1. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['rent', 'damage'], level: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'How do I rent an item?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'What if the item is damaged?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Keyboard: arrows move between questions, Home/End jump, Enter and Space toggle. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rent = await canvas.findByRole('button', { name: 'How do I rent an item?' });
    await expect(rent).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const deposit = await canvas.findByRole('button', { name: 'Is there a deposit?' });
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'What if the item is damaged?' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Home} ');
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(deposit).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A disabled question cannot be opened. */
export const Disabled: Story = {
  render: (args) => (
    <Accordion.Root {...rootProps(args)}>
      {faq.map(({ id, q, a }) => (
        <Accordion.Item key={id} value={id} disabled={id === 'damage'}>
          <Accordion.Header>
            <Accordion.Trigger>{id === 'damage' ? `${q} (coming soon)` : q}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>{a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /damaged/ })).toBeDisabled();
  },
};

/** Long questions and answers wrap beside the chevron. */
export const LongText: Story = {
  args: { defaultValue: 'long' },
  render: (args) => (
    <Accordion.Root {...rootProps(args)}>
      <Accordion.Item value="long">
        <Accordion.Header>
          <Accordion.Trigger>
            Can I rent an item for someone else, for example a family member in Kuala Belait who will pick it
            up and return it for me?
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>
          Yes, but you stay responsible for the item. Add their name and phone number in the note to the owner
          when you book, and make sure they bring a copy of your booking confirmation and their own IC. The
          owner may refuse to hand the item over to someone who is not named in the booking.
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};

/** On a phone. */
export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile1' } } };

/** On the dark theme. */
export const Dark: Story = { ...Open, parameters: { theme: 'dark' } };
