import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  shadowQuery,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { balance, captureNavigation, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { NOW, moneyRoutes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { $toast } from '../../core/stores/toast.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetMoneyStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  document.querySelectorAll('mc-confirm-dialog').forEach((d) => d.remove());
});

const orders = (el: Element) => shadowQueryAll(el, '[part="order"]');
const subs = (el: Element) => shadowQueryAll(el, '[part="suborder"]');
const dialog = () =>
  waitFor(() => {
    const d = document.querySelector('mc-confirm-dialog');
    return d && shadowQuery<HTMLDialogElement>(d, 'dialog[open]');
  });

const sub = (id: string, overrides: Record<string, unknown> = {}) => ({
  subOrderId: id,
  issue: '20261123',
  content: '03 07 12',
  amount: 10,
  status: 'pending',
  cancellable: true,
  closeAt: NOW + 3_600_000,
  ...overrides,
});
const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  orderId: id,
  gameCode: 'VN_HANOI',
  gameName: 'Hanoi Lotto',
  issue: '20261123',
  amount: 20,
  status: 'pending',
  createdAt: NOW,
  subOrders: [sub(`${id}-1`), sub(`${id}-2`, { issue: '20261124' })],
  ...overrides,
});

describe('<mc-lottery-orders>', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const api = mockFetch(await moneyRoutes());
    await mount('<mc-lottery-orders></mc-lottery-orders>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    expect(api.calls('/lgw/orders')).to.have.length(0);
  });

  it('lists the bets newest first with game, draw, stake and status; the filter asks the platform again; an order opens its detail', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({
        'GET /lgw/orders': (c) =>
          c.query.get('status') === 'cancelled'
            ? ok({ list: [order('LO3', { status: 'cancelled', amount: 0 })], totalPages: 1 })
            : ok({ list: [order('LO2'), order('LO1', { status: 'won', subOrders: [sub('LO1-1', { status: 'won', cancellable: false })] })], totalPages: 1 }),
      }),
    );
    const el = await mount('<mc-lottery-orders></mc-lottery-orders>', { ready: (e) => orders(e).length === 2 });
    const first = orders(el)[0]!;
    expect(textOf(first.querySelector('.record-title'))).to.equal('Hanoi Lotto');
    expect(textOf(first.querySelector('.record-amount'))).to.equal('¥ 20.00');
    expect(textOf(first.querySelector('.record-meta'))).to.match(/^Draw 20261123 · \d{4}-/);
    expect(shadowQueryAll(el, '[part="order"] .status').map(textOf)).to.deep.equal(['Open', 'Won']);
    expect(textOf(first.querySelector('.record-end'))).to.equal('2 part(s) Open');
    expect(api.last('/lgw/orders')!.query.get('status')).to.equal(null);
    expect(api.last('/lgw/orders')!.headers['module-id']).to.equal('GAMELO3');

    const chip = shadowQueryAll<HTMLButtonElement>(el, '[part="filters"] .chip').find((b) => textOf(b) === 'Cancelled')!;
    click(chip);
    await waitFor(() => orders(el).length === 1 && textOf(orders(el)[0]!.querySelector('.status')) === 'Cancelled');
    expect(chip.getAttribute('aria-pressed')).to.equal('true');
    expect(api.last('/lgw/orders')!.query.get('status')).to.equal('cancelled');

    click(orders(el)[0]!.querySelector('button')!);
    expect(nav.paths).to.deep.equal(['/m/lotteryOrders/detail?orderId=LO3']);
  });

  it('loads further pages, and an empty list leads to the lottery', async () => {
    signInAs(0);
    mockFetch(
      await moneyRoutes({
        'GET /lgw/orders': (c) =>
          c.query.get('status') === 'pending'
            ? ok({ list: [], totalPages: 1 })
            : ok({ list: c.query.get('pageNo') === '1' ? [order('LO2')] : [order('LO1')], totalPages: 2 }),
      }),
    );
    const el = await mount('<mc-lottery-orders></mc-lottery-orders>', { ready: (e) => orders(e).length === 1 });
    click(q(el, '.more button')!);
    await waitFor(() => orders(el).length === 2);
    expect(q(el, '.more')).to.equal(null);
    click(shadowQueryAll<HTMLButtonElement>(el, '[part="filters"] .chip').find((b) => textOf(b) === 'Open')!);
    await waitFor(() => q(el, '[data-state="empty"] button'));
    click(q(el, '[data-state="empty"] button')!);
    expect(nav.paths).to.deep.equal(['/m/lottery']);
  });

  it('shows an order’s draws and numbers; an open part is cancelled after a confirm, the wallet and the order follow', async () => {
    signInAs(0);
    let cancelled = false;
    let wallet = 10000;
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/wallets/balance': () => ok(balance(wallet)),
        'GET /lgw/orders/detail': () =>
          ok(
            order('LO7', {
              amount: cancelled ? 10 : 20,
              subOrders: [
                sub('LO7-1', { status: 'closed', cancellable: false, closeAt: NOW - 60_000 }),
                sub('LO7-2', cancelled ? { issue: '20261124', status: 'cancelled', cancellable: false } : { issue: '20261124' }),
              ],
            }),
          ),
        'POST /lgw/orders/suborders/cancel': () => {
          cancelled = true;
          wallet += 10;
          return ok(null);
        },
      }),
    );
    await walletStore.load();
    const el = await mount('<mc-lottery-orders order-id="LO7"></mc-lottery-orders>', { ready: (e) => subs(e).length === 2 });
    const events = recordEvents<CustomEvent>(el, 'mc-order-cancel');
    expect(api.last('/lgw/orders/detail')!.query.get('orderId')).to.equal('LO7');
    expect(textOf(q(el, '.order-id'))).to.equal('LO7');
    const [closed, open] = subs(el) as [HTMLElement, HTMLElement];
    expect([...closed.querySelectorAll('.ball')].map(textOf)).to.deep.equal(['03', '07', '12']);
    expect(textOf(closed.querySelector('.status'))).to.equal('Draw closed');
    expect(closed.querySelector('.cancel')).to.equal(null);
    expect(textOf(closed.querySelector('.closed-note'))).to.equal('This draw has closed, so this part can no longer be cancelled.');
    expect(textOf(open.querySelector('.sub-issue'))).to.equal('Draw 20261124');
    expect(textOf(open.querySelector('.sub-stake'))).to.equal('Stake ¥ 10.00');

    // Keep it: nothing happens.
    click(open.querySelector('.cancel')!);
    let box = await dialog();
    expect(textOf(box.querySelector('h2'))).to.equal('Cancel this bet?');
    expect(textOf(box.querySelector('p'))).to.equal('The bet on draw 20261124 is cancelled and ¥ 10.00 goes back to your wallet.');
    click(box.querySelector('[part="cancel"]')!);
    await waitFor(() => !document.querySelector('mc-confirm-dialog')!.shadowRoot!.querySelector('dialog[open]'));
    expect(api.calls('/lgw/orders/suborders/cancel')).to.have.length(0);

    click(open.querySelector('.cancel')!);
    box = await dialog();
    click(box.querySelector('[part="confirm"]')!);
    await waitFor(() => textOf(subs(el)[1]!.querySelector('.status')) === 'Cancelled');
    const sent = api.last('/lgw/orders/suborders/cancel')!;
    expect(sent.json ?? Object.fromEntries(sent.query)).to.deep.equal({ orderId: 'LO7', subOrderId: 'LO7-2' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ orderId: 'LO7', subOrderId: 'LO7-2', amount: 10 }]);
    expect(textOf(q(el, '.order-amount'))).to.equal('¥ 10.00');
    await waitFor(() => walletStore.$state.get().value?.sumBalance === 10010);
    expect($toast.get()?.message).to.equal('orders.cancelled');
    expect(subs(el)[1]!.querySelector('.cancel')).to.equal(null);
  });

  it('a cancel the platform refuses (the draw closed meanwhile) says so and shows the order as it now is', async () => {
    signInAs(0);
    let closed = false;
    mockFetch(
      await moneyRoutes({
        'GET /lgw/orders/detail': () => ok(order('LO8', { subOrders: [sub('LO8-1', closed ? { status: 'closed', cancellable: false } : {})] })),
        'POST /lgw/orders/suborders/cancel': () => {
          closed = true;
          return fail('order.not_cancellable', 'this sub-order can no longer be cancelled');
        },
      }),
    );
    const el = await mount('<mc-lottery-orders order-id="LO8"></mc-lottery-orders>', { ready: (e) => subs(e).length === 1 && q(e, '.cancel') });
    click(q(el, '.cancel')!);
    click((await dialog()).querySelector('[part="confirm"]')!);
    await waitFor(() => $toast.get()?.message === 'code.order.not_cancellable');
    await waitFor(() => textOf(subs(el)[0]!.querySelector('.status')) === 'Draw closed');
    expect(q(el, '.cancel')).to.equal(null);
  });

  it('a detail that fails to load offers a retry and the way back to the list', async () => {
    signInAs(0);
    let down = true;
    mockFetch(await moneyRoutes({ 'GET /lgw/orders/detail': () => (down ? fail('server.error', 'down', { status: 500 }) : ok(order('LO9'))) }));
    const el = await mount('<mc-lottery-orders order-id="LO9"></mc-lottery-orders>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '.back')!);
    expect(nav.paths).to.deep.equal(['/m/lotteryOrders']);
    down = false;
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => subs(el).length === 2);
  });
});
