/**
 * Element-test fixtures for the money and promotion pages (not shipped): platform answers shaped
 * like the reference platform's (deposit methods, bank cards, records, promotions in every claim
 * state), a store reset, and a way to "pick" files in a file input.
 */
import { ok, type MockRoutes } from './fetch-mock.ts';
import { balance, resetStores } from './platform-fixtures.ts';
import { promotionListStore } from '../../core/stores/promotionList.ts';
import { accountRoutes } from './account-platform.ts';

export { opened } from './account-platform.ts';

export const METHODS = [
  { id: 'DM01', vendor: 'MANUAL', kind: 'BANK', name: 'Bank transfer', min: 100, max: 50000, banks: ['ICBC', 'BDO'] },
  { id: 'DM02', vendor: 'FASTPAY', kind: 'GATEWAY', name: 'Online banking', min: 50, max: 20000, banks: ['ICBC'] },
  { id: 'DM03', vendor: 'ALIPAY', kind: 'ALIPAY', name: 'Alipay', min: 50, max: 5000, banks: [] },
];

export const DEPOSIT_PROMOTIONS = [{ id: 'PR02', title: '10% reload bonus', bonusRate: 0.1 }];

export const CARDS = [
  { id: '7', bankName: 'ICBC', cardNo: '**** **** **** 4321', holder: 'Demo Player' },
  { id: '8', bankName: 'BDO', cardNo: '**** **** **** 9876', holder: 'Demo Player' },
];

const DAY = 86_400_000;
export const NOW = Date.now();

export const promotion = (id: string, state: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'DAILY',
  title: `Promotion ${id}`,
  content: `<p>About ${id}</p>`,
  imageUrl: `/img/promo/${id}.svg?lang=EN`,
  state,
  startAt: NOW - 5 * DAY,
  endAt: NOW + 20 * DAY,
  ...overrides,
});

/** One promotion in each claim state of §3, plus an open one. */
export const PROMOTIONS = [
  promotion('PR01', 'claimed'),
  promotion('PR02', 'applying'),
  promotion('PR03', 'issued'),
  promotion('PR04', 'joined'),
  promotion('PR05', 'rejected'),
  promotion('PR06', 'closed', { startAt: NOW - 90 * DAY, endAt: NOW - 2 * DAY }),
  promotion('PR07', 'coming_soon', { startAt: NOW + 5 * DAY, endAt: NOW + 35 * DAY }),
  promotion('PR08', 'issued'),
  promotion('PR09', 'available'),
];

export const application = (promotionId: string, overrides: Record<string, unknown> = {}) => ({
  promotionId,
  state: 'available',
  comment: '',
  images: 0,
  reason: '',
  reward: 0,
  appliedAt: 0,
  ...overrides,
});

/** A page of records: `n` items made by `item(i)`. */
export const page = <T>(n: number, item: (i: number) => T, totalPages = 1, pageNum = 1) => ({
  list: Array.from({ length: n }, (_, i) => item(i)),
  totalPages,
  pageNum,
});

export const depositRecord = (i: number, overrides: Record<string, unknown> = {}) => ({
  id: String(100 + i),
  amount: 100 + i,
  status: 'approved',
  method: 'Bank transfer',
  createdAt: NOW - i * 3_600_000,
  ...overrides,
});

/** Everything the money pages ask for, as the reference platform answers, with a real key for sealed bodies. */
export async function moneyRoutes(more: MockRoutes = {}): Promise<MockRoutes> {
  return accountRoutes({
    'GET /wps/wallets/balance': ok(balance(10000)),
    'GET /wps/deposit/methods': ok(METHODS),
    'GET /wps/deposit/promotions': ok(DEPOSIT_PROMOTIONS),
    'GET /wps/member/bankcards': ok(CARDS),
    'GET /wps/transaction/withdraw/settings': ok({ min: 100, max: 50000, hasFundsPassword: true }),
    'GET /wps/promotion/list': ok(PROMOTIONS),
    'GET /wps/promotion/application': (c) => ok(application(c.query.get('promotionId') ?? '')),
    ...more,
  });
}

export function resetMoneyStores(): void {
  resetStores();
  promotionListStore.reset();
}

/** Bytes that start like a PNG (or a JPEG), `size` long. */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
}
export function jpegBytes(size = 64): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(size);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
}

/** Picks `files` in a file input as the browser's file chooser would. */
export function pickFiles(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
