import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { ListTable, numberColumn, type Column } from './list-table';

afterEach(cleanup);

interface Dish {
  _id: string;
  name: string;
}

const columns: Column<Dish>[] = [
  numberColumn(),
  { header: 'Name', phoneLabel: 'Dish', cell: (dish) => dish.name },
];
const empty = { title: 'Nothing here', text: 'Add one.', link: { to: '/add', label: 'Add' } };

function renderList(rows: Dish[], more: { hasMore: boolean; status?: 'idle' | 'error' }) {
  const onLoadMore = vi.fn();
  render(
    <MemoryRouter>
      <ListTable
        rows={rows}
        columns={columns}
        rowData={(dish) => ({ 'data-dish-id': dish._id })}
        count={{ one: 'dish', many: 'dishes', note: 'listed' }}
        empty={empty}
        more={{ hasMore: more.hasMore, status: more.status ?? 'idle', onLoadMore }}
      />
    </MemoryRouter>,
  );
  return onLoadMore;
}

describe('the list kit', () => {
  it('renders one row per item under the declared headers, numbered from 1', () => {
    renderList(
      [
        { _id: 'a', name: 'Biryani' },
        { _id: 'b', name: 'Halwa' },
      ],
      { hasMore: false },
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No', 'Name']);
    const row = screen.getByText('Halwa').closest('tr')!;
    expect(row).toHaveAttribute('data-dish-id', 'b');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Dish Halwa']);
    expect(screen.getByText('2 dishes listed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts with a + and offers Load more while pages remain', () => {
    const onLoadMore = renderList([{ _id: 'a', name: 'Biryani' }], { hasMore: true });
    expect(screen.getByText('1+ dish listed')).toBeVisible();
    screen.getByRole('button', { name: 'Load more' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says a failed page failed, and the button retries', () => {
    renderList([{ _id: 'a', name: 'Biryani' }], { hasMore: true, status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load more dishes.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows the empty state, and no table, when there is nothing and nothing more', () => {
    renderList([], { hasMore: false });
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
