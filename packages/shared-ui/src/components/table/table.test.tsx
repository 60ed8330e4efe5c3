import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { nextSort, Table, type TableColumn, type TableSort } from './table';

interface Fruit {
  id: number;
  name: string;
  price: number;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Pear', price: 3 },
  { id: 2, name: 'Apple', price: 5 },
];

const columns: Array<TableColumn<Fruit>> = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true },
  { key: 'price', header: 'Price', cell: (row) => `${row.price} €`, sortable: true, align: 'end' },
];

function Sortable() {
  const [sort, setSort] = useState<TableSort | null>(null);
  const sorted = [...fruits].sort((a, b) => {
    if (!sort) return 0;
    const order = sort.key === 'name' ? a.name.localeCompare(b.name) : a.price - b.price;
    return sort.direction === 'ascending' ? order : -order;
  });
  return <Table caption="Fruit" columns={columns} rows={sorted} getRowKey={(row) => row.id} sort={sort} onSortChange={setSort} />;
}

describe('Table', () => {
  it('is a captioned table with column and row headers in a focusable, named scroll region', () => {
    render(<Table caption="Fruit" columns={columns} rows={fruits} getRowKey={(row) => row.id} />);
    const region = screen.getByRole('region', { name: 'Fruit' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price']);
    expect(within(table).getByRole('rowheader', { name: 'Pear' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5 €' })).toHaveClass('end');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('toggles the sort with the header buttons and reflects it in aria-sort', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Apple', 'Pear']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Pear', 'Apple']);

    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    await user.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
  });

  it('shows the empty message across all columns', () => {
    render(<Table caption="Fruit" columns={columns} rows={[]} getRowKey={(row) => row.id} emptyMessage="No fruit yet." />);
    const cell = screen.getByRole('cell', { name: 'No fruit yet.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'price')).toEqual({ key: 'price', direction: 'ascending' });
  });
});
