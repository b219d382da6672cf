import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CsvFile } from '@pinjam/api/contract';
import type { TableColumn } from '@pinjam/ui';
import { AdminList } from './AdminList';
import { useListParams } from './listParams';

interface Member {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  joined: string;
}

const NAMES = ['Siti Rahman', 'Ahmad Yusof', 'Hajah Rosnah', 'Lim Wei Ming', 'Nurul Huda', 'Daniel Tan'];
const members: Member[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} ${Math.floor(index / NAMES.length) + 1}`,
  email: `member${index + 1}@example.bn`,
  role: index % 7 === 0 ? 'admin' : 'user',
  joined: `2026-0${(index % 9) + 1}-1${index % 10}`,
}));

const columns: TableColumn<Member>[] = [
  { id: 'name', header: 'Name', accessor: 'name' },
  { id: 'email', header: 'Email', accessor: 'email' },
  { id: 'role', header: 'Role', accessor: 'role' },
  { id: 'joined', header: 'Joined', accessor: 'joined' },
];
const PER_PAGE = 10;
const FILTER_NAMES = ['role', 'joined_from'];

interface DemoProps {
  rows: Member[];
  loading?: boolean;
  error?: boolean;
  onExport: () => Promise<CsvFile>;
  onRetry: () => void;
}

/** A list screen as a page builds it: params from the URL, the rows 'the server' answers for them. */
function MembersList({ rows, loading = false, error = false, onExport, onRetry }: DemoProps) {
  const { params, setParams } = useListParams(FILTER_NAMES);
  const location = useLocation();
  const q = params.q?.toLowerCase();
  const matching = rows
    .filter((m) => !q || `${m.name} ${m.email}`.toLowerCase().includes(q))
    .filter((m) => !params.filters.role || m.role === params.filters.role)
    .filter((m) => !params.filters.joined_from || m.joined >= params.filters.joined_from);
  const sort = params.sort as keyof Member | undefined;
  if (sort)
    matching.sort(
      (a, b) => String(a[sort]).localeCompare(String(b[sort])) * (params.dir === 'desc' ? -1 : 1),
    );
  const page = params.page ?? 1;
  return (
    <>
      <AdminList
        caption="Members"
        columns={columns}
        rows={matching.slice((page - 1) * PER_PAGE, page * PER_PAGE)}
        getRowId={(m) => String(m.id)}
        total={matching.length}
        page={page}
        perPage={PER_PAGE}
        loading={loading}
        error={error || undefined}
        onRetry={onRetry}
        searchLabel="Search by name or email"
        filters={[
          {
            name: 'role',
            label: 'Role',
            options: [
              { value: 'user', label: 'Users' },
              { value: 'admin', label: 'Admins' },
            ],
          },
          { name: 'joined_from', label: 'Joined from', type: 'date' },
        ]}
        sortable={['name', 'joined']}
        params={params}
        setParams={setParams}
        onExport={onExport}
        empty="No members yet."
      />
      <p>
        Address: <output aria-label="Address">{location.search || '(none)'}</output>
      </p>
    </>
  );
}

const meta = {
  title: 'Kit/Admin/AdminList',
  component: MembersList,
  args: {
    rows: members,
    onExport: fn(async () => ({ filename: 'members.csv', csv: 'name,email\r\n' })),
    onRetry: fn(),
  },
  parameters: { route: { path: '/admin/members' } },
} satisfies Meta<typeof MembersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvas: HTMLElement) => within(canvas).getByRole('status', { name: 'Address' });
const firstColumn = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('tbody tr')].map((row) => row.children[0]!.textContent);

/** The first page of 30: search, filters, Export CSV, the table and the pages; typing searches on submit. */
export const Loaded: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30 results')).toBeVisible();
    await expect(firstColumn(canvasElement)).toHaveLength(10);
    // No longer than the contract's words: nothing typed there can be refused.
    await expect(canvas.getByRole('searchbox', { name: 'Search by name or email' })).toHaveAttribute(
      'maxlength',
      '100',
    );
    await step('search submits to the URL and goes back to page 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await expect(address(canvasElement)).toHaveTextContent('?page=2');
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or email' }), 'siti');
      await userEvent.keyboard('{Enter}');
      await expect(address(canvasElement)).toHaveTextContent('?q=siti');
      await expect(canvas.getByText('5 results')).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Pages of Members' })).toBeNull();
    });
    await step('a filter goes to the URL too; Clear filters takes all off', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Admins' }));
      await expect(address(canvasElement)).toHaveTextContent('?q=siti&role=admin');
      await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]!);
      await expect(address(canvasElement)).toHaveTextContent('(none)');
      await expect(canvas.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
    });
    await step('Export CSV asks for the file and saves it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** Page 2 from the pagination: the page is in the URL; the sort stays. */
export const Paged: Story = {
  parameters: { route: { path: '/admin/members?sort=name&dir=asc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Pages of Members' }));
    await userEvent.click(nav.getByRole('button', { name: 'Page 2' }));
    await expect(address(canvasElement)).toHaveTextContent('?sort=name&dir=asc&page=2');
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Sorted by the server: the URL's sort shows on its header; a click on another sorts by it (page 1). */
export const Sorted: Story = {
  parameters: { route: { path: '/admin/members?sort=joined&dir=desc&page=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(address(canvasElement)).toHaveTextContent('?sort=name&dir=asc');
    await expect(firstColumn(canvasElement)[0]).toBe('Ahmad Yusof 1');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Waiting for the rows: skeleton rows, no count. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Members' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryByText(/results?$/)).toBeNull();
  },
};

/** Nothing at all yet: the list's own words. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members yet.')).toBeVisible();
    await expect(within(canvasElement).getByText('0 results')).toBeVisible();
  },
};

/** Nothing matches the filters: said so, with a way to clear them. */
export const EmptyFiltered: Story = {
  parameters: { route: { path: '/admin/members?q=nobody' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Members' }));
    await expect(table.getByText('Nothing matches these filters')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('30 results')).toBeVisible();
  },
};

/** The list failed to load: said in the table, with Try again. */
export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The list could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The export failed: said at once, the list stays. */
export const ExportFailed: Story = {
  args: { onExport: fn(async () => Promise.reject(new globalThis.Error('503'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The CSV could not be made.');
  },
};

/** On a phone the toolbar wraps and the table scrolls sideways inside its own region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('30 results')).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
  },
};
