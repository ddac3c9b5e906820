// The bare Vite + React page bench:web compares the till with: the same 2,000-product answer of
// GET /api/outletProduct/, every product drawn (no virtualising), a naive search box, a cart list
// and a payment dialog that opens at once (no server round trip, unlike the till's save-and-pay).
// createElement instead of JSX: the bench folder is type-checked without a JSX setting.
import { createElement as h, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Product = { Id: number; Name: string; SellPrice: number };
type Line = { product: Product; quantity: number };

const params = new URLSearchParams(location.search);
const headers = { authorization: `Bearer ${params.get('token') ?? ''}`, outletid: params.get('outlet') ?? '' };
const rupiah = new Intl.NumberFormat('id-ID');

function App() {
  const [products, setProducts] = useState<Product[]>([]);
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [isPaying, setPaying] = useState(false);
  useEffect(() => {
    void fetch('/api/outletProduct/', { headers })
      .then((response) => response.json() as Promise<{ data: Product[] }>)
      .then((body) => setProducts(body.data));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPaying(false);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const shown = useMemo(() => products.filter((product) => product.Name.toLowerCase().includes(query.trim().toLowerCase())), [products, query]);
  const add = (product: Product) =>
    setLines((current) =>
      current.some((line) => line.product.Id === product.Id)
        ? current.map((line) => (line.product.Id === product.Id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...current, { product, quantity: 1 }],
    );
  const total = lines.reduce((sum, line) => sum + line.product.SellPrice * line.quantity, 0);
  return [
    h(
      'section',
      { key: 'menu', className: 'menu' },
      h('input', { 'data-testid': 'menu-search', 'aria-label': 'Search', value: query, onChange: (event: { currentTarget: HTMLInputElement }) => setQuery(event.currentTarget.value) }),
      h(
        'div',
        { className: 'grid' },
        shown.map((product) =>
          h('button', { key: product.Id, 'data-testid': 'product-pick', 'aria-label': product.Name, onClick: () => add(product) }, h('strong', null, product.Name), h('div', null, `Rp ${rupiah.format(product.SellPrice)}`)),
        ),
      ),
    ),
    h(
      'aside',
      { key: 'cart', className: 'cart', 'data-testid': 'cart-panel' },
      h('ul', null, lines.map((line) => h('li', { key: line.product.Id }, `${line.product.Name} × ${line.quantity}`))),
      h('div', null, `Total Rp ${rupiah.format(total)}`),
      h('button', { 'data-testid': 'cart-pay', disabled: lines.length === 0, onClick: () => setPaying(true) }, 'Pay'),
    ),
    isPaying && h('div', { key: 'pay', role: 'dialog', 'data-testid': 'payment-dialog' }, h('h2', null, `Pay Rp ${rupiah.format(total)}`), h('button', null, 'Cash')),
  ];
}

createRoot(document.getElementById('root')!).render(h(App));
