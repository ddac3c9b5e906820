import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type OwnerProduct } from '@kasir/contracts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { signInAtKopiSenja } from '../menu/menu-test-support.ts';
import { categories, orderTypes, products } from '../menu/test-fixtures.ts';
import { AddOutletProductDialog } from './AddOutletProductDialog.tsx';

const product: OwnerProduct = { Id: 900, Name: 'Kopi Tubruk', Description: null, Image: null, SellPrice: 18_000, LevelPrices: { LEVEL2: 20_000 } };

function serve() {
  return mockApi({
    'GET /api/productCategory/': { body: { data: categories } },
    'GET /api/outletOrderType/': { body: { data: orderTypes } },
    'POST /api/outletProduct': { status: 201, body: { data: { ...products[0], Id: 77, Name: 'Kopi Tubruk' } } },
    'GET /api/outletProduct/': { body: { data: products } },
    'GET /api/product/notInOutlet': { body: { data: [] } },
  });
}

function renderDialog() {
  const onAdded = vi.fn();
  render(
    <AppProviders queryClient={new QueryClient()}>
      <AddOutletProductDialog product={product} currencyPrefix="Rp" onAdded={onAdded} onClose={vi.fn()} />
    </AppProviders>,
  );
  return onAdded;
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = await screen.findByRole('combobox', { name: /Category/ });
  await waitFor(() => expect(select).not.toBeDisabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

const priceField = () => screen.getByTestId('add-menu-price') as HTMLInputElement;

beforeEach(() => signInAtKopiSenja());
afterEach(() => vi.unstubAllGlobals());

describe('AddOutletProductDialog: the money entry', () => {
  it('opens with the owner’s price proposed; keyboard digits replace it instead of appending', async () => {
    const api = serve();
    const user = userEvent.setup();
    const onAdded = renderDialog();
    expect(priceField()).toHaveValue('18.000');
    expect(priceField()).toHaveAttribute('data-proposed', 'true');
    await user.click(priceField());
    await user.keyboard('25000');
    expect(priceField()).toHaveValue('25.000');
    await user.keyboard('{Backspace}');
    expect(priceField()).toHaveValue('2.500');
    await user.keyboard('0');
    await chooseCategory(user, 'Food');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [call] = api.callsTo('POST', '/api/outletProduct');
    expect(call?.body).toEqual({ ProductId: 900, ProductCategoryId: 3, SellPrice: 25_000, LevelPrices: { LEVEL2: 20_000 }, Quantity: null });
    expect(call?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^add-menu-/);
  });

  it('the on-screen keypad types into the chosen field, and a level cleared to 0 is left out', async () => {
    const api = serve();
    const user = userEvent.setup();
    const onAdded = renderDialog();
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: '000' }));
    expect(priceField()).toHaveValue('3.000');
    await user.click(await screen.findByTestId('add-menu-level-LEVEL2'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('add-menu-level-LEVEL2')).toHaveValue('0');
    await user.type(screen.getByTestId('add-menu-stock'), '12');
    await chooseCategory(user, 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/outletProduct')[0]?.body).toEqual({ ProductId: 900, ProductCategoryId: 1, SellPrice: 3_000, LevelPrices: null, Quantity: 12 });
  });

  it('keeps the proposed price when nothing is typed, and asks for a category before sending', async () => {
    const api = serve();
    const user = userEvent.setup();
    const onAdded = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a category', { selector: '.mantine-InputWrapper-error, .mantine-Select-error' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/outletProduct')).toHaveLength(0);
    await chooseCategory(user, 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/outletProduct')[0]?.body).toMatchObject({ SellPrice: 18_000 });
  });
});
