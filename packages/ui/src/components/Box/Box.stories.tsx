import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: {
    padding: 'xl',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: 'A box of content',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A surface with padding, radius and shadow from the tokens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('A box of content');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

/** `as` changes the element; layout props stay atoms. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Example section' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Example section' }).tagName).toBe(
      'SECTION',
    );
  },
};

/** Row on desktop, column at 1022px and narrower. */
export const Responsive: Story = {
  render: (args) => (
    <Box {...args} display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="md">
      {['One', 'Two', 'Three'].map((label) => (
        <Box key={label} padding="lg" background="brandSubtle" borderRadius="md" flexGrow={1}>
          {label}
        </Box>
      ))}
    </Box>
  ),
};

/** The responsive row stacked on a phone. */
export const Mobile: Story = {
  ...Responsive,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const one = within(canvasElement).getByText('One');
    await expect(getComputedStyle(one.parentElement!).flexDirection).toBe('column');
  },
};
