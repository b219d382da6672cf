import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text still loading. Hidden from screen readers: the loading region speaks instead. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-shape="text"]')!;
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/** A paragraph: full lines and a shorter last one. */
export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[data-shape="text"] > span');
    await expect(bars).toHaveLength(4);
    await expect(bars[3]!.getBoundingClientRect().width).toBeLessThan(bars[0]!.getBoundingClientRect().width);
  },
};

/** Text, a rectangle (an image) and a circle (an avatar). */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton shape="text" width="70%" />
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="circle" width={48} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]')!;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(48);
    await expect(height).toBe(48);
  },
};

/**
 * How a loading region uses them: the region is busy and a status names what is loading; the
 * skeletons only draw the shape.
 */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton width="50%" />
        <Skeleton width="80%" />
      </div>
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        Loading messages
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading messages');
  },
};

/** It pulses, except for people who asked for reduced motion: then it stands still. */
export const ReducedMotion: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-shape="text"]')!;
    await expect(getComputedStyle(bar).animationName).not.toBe('none');
    const className = [...bar.classList].find((name) => name.includes('skeleton'))!;
    const stillRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .filter((rule) => rule.selectorText?.includes(className));
    await expect(
      stillRules.some((rule) => rule.style.animationName === 'none' || rule.style.animation === 'none'),
    ).toBe(true);
  },
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
