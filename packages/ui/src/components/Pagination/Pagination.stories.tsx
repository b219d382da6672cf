import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { Pagination } from './Pagination';
import { pageItems } from './pages';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li')]
    .filter((li) => getComputedStyle(li).display !== 'none')
    .map((li) => li.textContent);

/** Buttons: previous, the first page, the pages around the current one, the last, next. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(texts(nav)).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next']);
    await expect(within(nav).getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/** Links through the app's router when `hrefFor` is given: each page has an address. */
export const Links: Story = {
  args: { hrefFor: (page: number) => `/search?q=tent&page=${page}` },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/search?q=tent&page=5',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    await expect(navigate).toHaveBeenCalledWith('/search?q=tent&page=6');
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** On the first page 'Previous' is disabled; as links it is not a link at all. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(texts(nav)).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '10', 'Next']);
  },
};

/** On the last page, as links: 'Next' is a disabled link that goes nowhere. */
export const LastPageLinks: Story = {
  args: { page: 10, hrefFor: (page: number) => `/my-activity?page=${page}` },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
  },
};

/** Few pages: every page, no gaps. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(texts(within(canvasElement).getByRole('navigation'))).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      '4',
      'Next',
    ]);
  },
};

/** One page: nothing to show. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Keyboard: Tab moves through the controls; Enter chooses. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(nav).getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 2'),
    );
  },
};

/** The parent holds the page: every click moves it. */
export const Controlled: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [page, setPage] = useState(8);
    return <Pagination {...args} page={page} pageCount={20} onPageChange={setPage} />;
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(texts(nav)).toEqual(['Previous', '1', '…', '8', '9', '10', '…', '20', 'Next']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled());
  },
};

/** On a phone: previous, 'Page 5 of 10', next. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 1023) return; // the runner's window may be wider than the story's viewport
    await expect(texts(within(canvasElement).getByRole('navigation'))).toEqual([
      'Previous',
      'Page 5 of 10',
      'Next',
    ]);
  },
};

/** The current page at every position of a long list, and with two siblings. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {[1, 3, 5, 8, 10].map((page) => (
        <Pagination key={page} {...args} page={page} label={`Pagination at page ${page}`} />
      ))}
      <Pagination {...args} page={10} pageCount={20} siblingCount={2} label="Two siblings" />
    </div>
  ),
  play: async () => {
    await expect(pageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  },
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
