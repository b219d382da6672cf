import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { ItemCard } from './ItemCard';
import { sampleItems, type SampleItem } from './ItemCard.fixtures';
import { ItemCardGrid } from './ItemCardGrid';
import { ItemCardSkeleton } from './ItemCardSkeleton';

const [camera, tent, drone, guitar] = sampleItems as [SampleItem, SampleItem, SampleItem, SampleItem];

const propsOf = (item: SampleItem) => ({
  title: item.title,
  href: `/view-item/${item.id}`,
  image: item.image,
  rentPerDay: item.rentPerDay,
  salePrice: item.salePrice,
  district: item.district,
  rating: item.rating,
  ownerVerified: item.ownerVerified,
});

const meta = {
  title: 'UI/ItemCard',
  component: ItemCard,
  args: propsOf(camera),
  decorators: [
    withStoryLinks,
    // One card at a grid column's width; the grid stories set their own width.
    (Story, { parameters }) => (parameters.grid ? Story() : <div style={{ width: 280 }}>{Story()}</div>),
  ],
  beforeEach: resetNavigate,
} satisfies Meta<typeof ItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** For rent only: the day rate, the district, the rating and the verified owner. One link. */
export const RentOnly: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('one link, named by the title, to the item', async () => {
      const link = canvas.getByRole('link');
      await expect(link).toHaveAccessibleName('Canon EOS R6 with 24–105mm lens');
      await expect(link).toHaveAttribute('href', '/view-item/1');
      await userEvent.click(link);
      await expect(navigate).toHaveBeenCalledWith('/view-item/1');
    });
    await step('the rent price in B$ per day, no sale price', async () => {
      await expect(canvasElement.querySelector('[data-price="rent"]')).toHaveTextContent(
        'B$45.00 / dayper day',
      );
      await expect(canvasElement.querySelector('[data-price="sale"]')).toBeNull();
    });
    await step('district, rating and the verified badge', async () => {
      await expect(canvas.getByText('Brunei-Muara')).toBeVisible();
      await expect(canvas.getByRole('img', { name: '4.8 out of 5, 23 reviews' })).toBeVisible();
      await expect(canvas.getByText('Verified')).toBeVisible();
    });
    await step('the cover is lazy, fixed at 4:3, with the title as its alt text', async () => {
      const image = canvas.getByRole('img', { name: 'Canon EOS R6 with 24–105mm lens' });
      await expect(image).toHaveAttribute('loading', 'lazy');
      const { width, height } = image.getBoundingClientRect();
      await expect(Math.round((width / height) * 300)).toBe(400);
    });
  },
};

/** For sale only. */
export const SaleOnly: Story = {
  args: propsOf(guitar),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="sale"]')).toHaveTextContent('B$350.00 to buy');
    await expect(canvasElement.querySelector('[data-price="rent"]')).toBeNull();
    await expect(within(canvasElement).queryByText('Verified')).toBeNull();
  },
};

/** For rent and for sale: both prices. */
export const RentAndSale: Story = {
  args: propsOf(tent),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="rent"]')).toHaveTextContent('B$12.50 / day');
    await expect(canvasElement.querySelector('[data-price="sale"]')).toHaveTextContent('B$180.00 to buy');
  },
};

/** No picture yet: a placeholder at the same size. */
export const NoImage: Story = {
  args: { ...propsOf(tent), image: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('No photo yet')).toBeVisible();
  },
};

/** A long title is cut after two lines; the link keeps the whole title. */
export const LongTitle: Story = {
  args: {
    ...propsOf(camera),
    title:
      'Sony Alpha A7 IV full-frame mirrorless camera with FE 28–70mm lens, two batteries, charger, 128GB card and carry bag',
    district: 'Brunei-Muara',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/and carry bag$/);
  },
};

/** No reviews yet. */
export const Unrated: Story = {
  args: propsOf(drone),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};

/** While the listing loads: the card's shape, busy, named for screen readers. */
export const Loading: Story = {
  render: () => <ItemCardSkeleton />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-state="loading"]')!;
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading item');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The home page's four item cards in a wrapping row: a list of four. */
export const AGrid: Story = {
  parameters: { grid: true },
  render: () => (
    <ItemCardGrid aria-label="Recently added">
      {sampleItems.map((item) => (
        <ItemCard key={item.id} {...propsOf(item)} />
      ))}
    </ItemCardGrid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recently added' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const heights = items.map((item) => Math.round(item.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

/** The grid while results load. */
export const GridLoading: Story = {
  parameters: { grid: true },
  render: () => (
    <ItemCardGrid aria-label="Recently added" aria-busy="true">
      {[1, 2, 3, 4].map((key) => (
        <ItemCardSkeleton key={key} />
      ))}
    </ItemCardGrid>
  ),
};

/** On a phone the cards wrap two to a row. */
export const Mobile: Story = {
  ...AGrid,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    if (window.innerWidth > 500) return; // the test runner's window may be wider than the story's viewport
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
  },
};

/** Every offer, and the loading card, on the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark', grid: true },
  render: () => (
    <ItemCardGrid aria-label="Items">
      <ItemCard {...propsOf(camera)} />
      <ItemCard {...propsOf(tent)} image={null} />
      <ItemCard {...propsOf(guitar)} />
      <ItemCardSkeleton />
    </ItemCardGrid>
  ),
};
