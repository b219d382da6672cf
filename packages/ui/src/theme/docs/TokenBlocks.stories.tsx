import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lightColors, space } from '../tokens';
import { Palette, SemanticColours } from './ColourTokens';
import { contrastRatio } from './contrast';
import { MotionScale } from './MotionTokens';
import { LayoutTokens, RadiusScale, ShadowScale, SpaceScale } from './SpacingTokens';
import { FontDetails, FontSizes, TypeInComponents } from './TypographyTokens';

/**
 * The blocks of the token docs pages (Docs/Colours, Docs/Typography, Docs/Spacing, Docs/Radius…),
 * as stories so that they are tested (axe, screenshots) like everything else.
 */
const meta = {
  title: 'Docs/Token blocks',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every semantic colour, light and dark, straight from tokens.ts. */
export const Colours: Story = {
  render: () => <SemanticColours />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(lightColors).length + 1);
    await expect(within(canvasElement).getByRole('rowheader', { name: 'vars.color.brand' })).toBeVisible();
    await expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  },
};

export const PaletteColours: Story = { render: () => <Palette /> };

/** The type scale, weights, line heights and families, and the components that use them. */
export const Typography: Story = {
  render: () => (
    <>
      <FontSizes />
      <FontDetails />
      <TypeInComponents />
    </>
  ),
};

/** Space, sizes, breakpoints, stacking. */
export const Spacing: Story = {
  render: () => (
    <>
      <SpaceScale />
      <LayoutTokens />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'vars.space.xl' })).toBeVisible();
    await expect(Object.keys(space)).toContain('xl');
  },
};

/** Radius, shadow (light and dark) and motion. */
export const RadiusShadowMotion: Story = {
  render: () => (
    <>
      <RadiusScale />
      <ShadowScale />
      <MotionScale />
    </>
  ),
  play: async ({ canvasElement }) => {
    const play = within(canvasElement).getByRole('button', { name: 'Play' });
    await userEvent.click(play);
    await expect(play).toHaveAttribute('aria-pressed', 'true');
  },
};
