import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { createRoutesStub, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptFromDocument } from '@shared';
import { ReceiptRefused, ReceiptView } from './receipt-view';

afterEach(cleanup);

const receipt = (currency: string) =>
  receiptFromDocument('meal-1', {
    number: 12,
    cookUid: 'alice',
    cookName: 'Alice Rahman',
    buyerUid: 'bob',
    buyerName: 'Bob Karim',
    pickupArea: 'Dhanmondi Lake',
    lines: [
      { foodName: 'Kacchi Biryani', quantity: 2, unitPrice: 250, total: 500 },
      { foodName: 'Borhani', quantity: 1, unitPrice: 60, total: 60 },
    ],
    total: 560,
    currency,
    completedAt: new Date('2026-11-27T12:30:00Z'),
  });

describe('a receipt', () => {
  it('shows its number, the people, every line and the total in the order’s currency', () => {
    render(
      <MemoryRouter>
        <ReceiptView receipt={receipt('BDT')} timeZone="Asia/Dhaka" reader="buyer" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt 12');
    expect(screen.getByText('Completed Fri 27 Nov 2026, 18:30 (Asia/Dhaka)')).toBeVisible();
    for (const fact of ['Alice Rahman', 'Bob Karim', 'Dhanmondi Lake'])
      expect(screen.getAllByText(fact, { exact: false }).length).toBeGreaterThan(0);
    const biryani = screen.getByRole('row', { name: /Kacchi Biryani/ });
    expect(
      within(biryani)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '৳250.00', '৳500.00']);
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('৳560.00');
    expect(screen.getByRole('link', { name: '← Back to My ordered food' })).toBeVisible();
  });

  it('writes an unknown currency as dollars, and sends the cook back to their orders', () => {
    render(
      <MemoryRouter>
        <ReceiptView receipt={receipt('EUR')} timeZone="UTC" reader="cook" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$560.00');
    expect(screen.getByRole('link', { name: '← Back to Orders for my food' })).toBeVisible();
  });

  it('prints with Print', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ReceiptView receipt={receipt('USD')} timeZone="UTC" reader="buyer" />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('refused: says it does not exist or is not theirs, and Try again reads it anew', async () => {
    const loader = vi.fn(() => null);
    const Page = createRoutesStub([{ path: '/', Component: ReceiptRefused, loader }]);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeVisible();
    expect(screen.getByText(/does not exist, or it is not yours/)).toBeVisible();
    const runs = loader.mock.calls.length;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(loader.mock.calls.length).toBe(runs + 1));
  });
});
