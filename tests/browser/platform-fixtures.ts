/**
 * Platform answers shared by element tests, and a reset of the core stores a test changed.
 * Values pass the core's response schemas, so an element sees what the real platform sends.
 */
import { ok, type MockRoutes } from './fetch-mock.ts';
import { beforeEach, afterEach } from './mocha.ts';
import { expect } from 'chai';
import { shadowQuery, textOf, waitFor } from './helpers.ts';
import { $session, startSession, $sessionEnd } from '../../core/stores/session.ts';
import { initialConfigStore } from '../../core/stores/platform.ts';
import { memberStore } from '../../core/stores/member.ts';
import { walletStore, $balanceHidden } from '../../core/stores/wallet.ts';
import { promotionStore } from '../../core/stores/promotions.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $confirm } from '../../core/stores/dialog.ts';

export const WHITELABEL = {
  DIRECTREG3: true,
  REWCEN3: true,
  MAILCEN: true,
  DEPOSIT: true,
  WITHDRAW: true,
  PLYRBT: true,
  MANPLAYREB3: true,
  FEEDBACK3: true,
  AGETRANSFERUP3: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
};

export function initialConfig(overrides: Record<string, unknown> = {}, whitelabel: Record<string, boolean> = {}) {
  return {
    merchantCode: 'MC01',
    currency: 'CNY',
    maintenance: false,
    regionRestriction: false,
    whitelabel: { ...WHITELABEL, ...whitelabel },
    resources: [],
    customerService: [{ name: 'Live chat', url: 'https://support.example.test' }],
    ...overrides,
  };
}

export const member = (overrides: Record<string, unknown> = {}) => ({
  id: '1001',
  nickname: 'Lucky Demo',
  account: 'demo',
  regDate: Date.now() - 10 * 86_400_000,
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'VIP 3' },
  ...overrides,
});

export const balance = (sumBalance: number, overrides: Record<string, unknown> = {}) => ({
  sumBalance,
  currency: 'CNY',
  currencySymbol: '¥',
  accounts: [],
  ...overrides,
});

/** Routes for a page where everything works. */
export function platformRoutes(more: MockRoutes = {}): MockRoutes {
  return {
    'GET /wps/system/init': ok(initialConfig()),
    'GET /wps/member/info': ok(member()),
    'GET /wps/wallets/balance': ok(balance(12345.67)),
    'GET /wps/promotion/available': ok({ enabled: ['REFERRAL', 'MISSION'], unclaimedCount: 3 }),
    'DELETE /wps/session/logout': ok(null),
    ...more,
  };
}

export function signInAs(type: number, userName = 'demo'): void {
  startSession({ token: `token-${userName}`, id: '1001', merchantCode: 'MC01', userName, type, firstTimeLogin: false });
}

/** Puts every store an element test touches back to a fresh page's state. */
export function resetStores(): void {
  $session.set(null);
  $sessionEnd.set(null);
  initialConfigStore.reset();
  memberStore.reset();
  walletStore.reset();
  promotionStore.reset();
  $balanceHidden.set(false);
  $toast.set(null);
  $confirm.get()?.resolve(false);
}

/** Records mc-navigate events and stops them, as the host router does (else the page would leave). */
export function captureNavigation(): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const listener = (e: Event) => {
    e.preventDefault();
    paths.push((e as CustomEvent<{ path: string }>).detail.path);
  };
  document.addEventListener('mc-navigate', listener);
  return { paths, stop: () => document.removeEventListener('mc-navigate', listener) };
}

/**
 * For a test file: before each test a fresh page state (`reset`: the stores, or a domain's
 * reset that includes them) and navigation captured; after it, capture stopped. `paths` are the
 * current test's navigations.
 */
export function freshPageEachTest(reset: () => void = resetStores): { readonly paths: string[] } {
  let capture: ReturnType<typeof captureNavigation> | undefined;
  beforeEach(() => {
    reset();
    capture = captureNavigation();
  });
  afterEach(() => capture?.stop());
  return {
    get paths() {
      return capture?.paths ?? [];
    },
  };
}

/**
 * Waits until a member page is kept behind the login dialog after the platform ended the
 * session (widgets/account-ui/MemberOnly.tsx): §8's logged-out text on the page, the dialog open.
 */
export async function keptBehindLogin(el: Element): Promise<void> {
  const ended = await waitFor(() => shadowQuery(el, '[data-state="session-ended"]'));
  expect(textOf(ended)).to.equal('The account has been logged out, please log in again');
  await waitFor(() => shadowQuery<HTMLDialogElement>(el, 'dialog.login-dialog')?.open === true);
}

/** Signs `userName` (of customer `type`) in as the dialog's login does, and waits until the page no longer waits for it. */
export async function signInAgain(el: Element, userName = 'demo', type = 0): Promise<void> {
  signInAs(type, userName);
  await waitFor(() => !shadowQuery(el, '[data-state="session-ended"]'));
}
