import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Rent, buy or sell in Brunei' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rent, buy or sell',
    );
  },
};

/** The level sets the outline, `size` the look: an h2 that looks like an h4. */
export const SizeDiffersFromLevel: Story = {
  args: { level: 2, size: 4, children: 'Recently added' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Recently added' }),
    ).toBeVisible();
  },
};

/** Long titles wrap, even unbroken words. */
export const LongText: Story = {
  args: {
    children:
      'A very long heading about a Canon EOS R5 mirrorless camera body with three lenses, a tripod and bags',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** Every level. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

/** Smaller on phones. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };
