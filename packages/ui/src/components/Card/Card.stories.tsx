import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { samplePictures } from '../ItemCard/ItemCard.fixtures';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Weekend camping kit',
    subtitle: 'Tent, two sleeping bags and a stove',
    children: 'Everything you need for two nights at Tasek Merimbun. Pick up in Tutong on Friday evening.',
  },
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A header and a body on a surface. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Weekend camping kit' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const onRemove = fn();

/** Media across the top, a badge beside the title and actions in the footer. */
export const WithMediaAndFooter: Story = {
  args: {
    media: <img src={samplePictures.tent} alt="A red tent on grass" />,
    mediaAspectRatio: '4 / 3',
    headerAction: <Badge tone="positive">Available</Badge>,
    footer: (
      <>
        <Button size="sm">Edit</Button>
        <Button size="sm" tone="neutral" onClick={onRemove}>
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onRemove.mockClear();
    const image = within(canvasElement).getByRole('img', { name: 'A red tent on grass' });
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 3)).toBe(4);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await expect(onRemove).toHaveBeenCalledOnce();
  },
};

/**
 * The whole card opens the address: one link, named by the title, one tab stop. A click anywhere on
 * the card lands on it; buttons inside stay clickable above it.
 */
export const Interactive: Story = {
  args: {
    href: '/view-item/2',
    media: <img src={samplePictures.tent} alt="" />,
    mediaAspectRatio: '4 / 3',
    footer: (
      <Button size="sm" tone="neutral" onClick={onRemove}>
        Save
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await step('one link, named by the title', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(1);
      await expect(link).toHaveAccessibleName('Weekend camping kit');
    });
    await step('a click on the body text lands on the link', async () => {
      const text = canvas.getByText(/Everything you need/).getBoundingClientRect();
      const hit = document.elementFromPoint(text.left + 10, text.top + text.height / 2);
      await expect(hit).toBe(link);
      const picture = canvasElement.querySelector('img')!.getBoundingClientRect();
      await expect(document.elementFromPoint(picture.left + 20, picture.top + 20)).toBe(link);
    });
    await step('the button is above the link', async () => {
      const button = canvas.getByRole('button', { name: 'Save' });
      const box = button.getBoundingClientRect();
      await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(
        button,
      );
    });
    await step('Tab reaches the link, then the button; Enter opens it', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledWith('/view-item/2');
      await userEvent.tab();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus());
    });
  },
};

/** Long titles and text wrap inside the card. */
export const LongText: Story = {
  args: {
    title: 'Professional-grade waterproof four-season expedition tent for families with children',
    subtitle: 'Includes footprint, rain fly, spare pegs, guy lines and a repair kit for the poles',
    children:
      'Suitable for camping at the beach in Muara or in the rainforest in Temburong. The tent was bought last year and has been used four times; it is cleaned and dried after every rental.',
    headerAction: <Badge tone="brand">New</Badge>,
  },
};

/** Every padding, flat and elevated, plain and interactive. */
export const AllVariants: Story = {
  decorators: [(Story) => <div style={{ width: 1000 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'start' }}>
      {cardPaddings.flatMap((padding) =>
        [false, true].map((elevated) => (
          <Card
            key={`${padding}-${elevated}`}
            {...args}
            href={undefined}
            padding={padding}
            elevated={elevated}
            title={`padding ${padding}${elevated ? ', elevated' : ''}`}
          />
        )),
      )}
      <Card {...args} href="/view-item/1" title="Interactive" />
      <Card
        {...args}
        title="With media"
        media={<img src={samplePictures.camera} alt="" />}
        mediaAspectRatio="16 / 9"
      />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
