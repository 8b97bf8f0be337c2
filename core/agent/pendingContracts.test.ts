import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureKit } from '../config.ts';
import { $session, startSession } from '../stores/session.ts';
import { lastRound, watchSignIns } from './contract-watch.ts';
import { CONTRACT_OFFERS, dividendInfoStore, pendingOffers, runContractAlerts, type ContractAlertUi, type ContractOffer } from './pendingContracts.ts';

const ALL = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true };
const NONE = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };

/** A UI that answers the alerts from a list (true = Go) and records what it was asked and opened. */
function scriptedUi(answers: boolean[]) {
  const asked: string[] = [];
  const opened: string[] = [];
  const ui: ContractAlertUi = {
    ask: async (o: ContractOffer) => {
      asked.push(o.kind);
      return answers.shift() ?? false;
    },
    open: (o: ContractOffer) => opened.push(o.path),
  };
  return { ui, asked, opened };
}

describe('the offers of §4', () => {
  it('come in the order daily salary, dividend, hourly salary, each with its page', () => {
    expect(CONTRACT_OFFERS.map((o) => [o.kind, o.path])).toEqual([
      ['dailySalary', '/m/member/agent/getSalaryContract'],
      ['dividend', '/m/member/agent/getDevidendContract'],
      ['hourSalary', '/m/member/agent/getHourContract'],
    ]);
    expect(pendingOffers({ ...NONE, contracthoursalreq: true }).map((o) => o.kind)).toEqual(['hourSalary']);
    expect(pendingOffers(NONE)).toEqual([]);
  });
});

describe('runContractAlerts', () => {
  it.each([4, 40, 41, 42])('type %i is exempt: nothing is asked or fetched', async (type) => {
    const fetcher = vi.fn(async () => ALL);
    const { ui, asked } = scriptedUi([true]);
    expect(await runContractAlerts(type, ui, fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it.each([0, 1, 2, 3])('type %i is checked', async (type) => {
    const fetcher = vi.fn(async () => ({ ...NONE, dailysalreqtype: true }));
    const { ui, asked } = scriptedUi([false]);
    await runContractAlerts(type, ui, fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(asked).toEqual(['dailySalary']);
  });

  it('Cancel moves on to the next alert; Go opens that contract and ends the round', async () => {
    const { ui, asked, opened } = scriptedUi([false, true]);
    const chosen = await runContractAlerts(1, ui, async () => ALL);
    expect(asked).toEqual(['dailySalary', 'dividend']);
    expect(opened).toEqual(['/m/member/agent/getDevidendContract']);
    expect(chosen?.kind).toBe('dividend');
  });

  it('Go on the first opens the daily salary contract', async () => {
    const { ui, asked, opened } = scriptedUi([true]);
    await runContractAlerts(1, ui, async () => ALL);
    expect(asked).toEqual(['dailySalary']);
    expect(opened).toEqual(['/m/member/agent/getSalaryContract']);
  });

  it('every alert cancelled: nothing opens', async () => {
    const { ui, asked, opened } = scriptedUi([false, false, false]);
    expect(await runContractAlerts(2, ui, async () => ALL)).toBeNull();
    expect(asked).toEqual(['dailySalary', 'dividend', 'hourSalary']);
    expect(opened).toEqual([]);
  });

  it('a failed check asks nothing and throws nothing', async () => {
    const { ui, asked } = scriptedUi([true]);
    expect(await runContractAlerts(1, ui, async () => Promise.reject(new Error('down')))).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('watchSignIns', () => {
  let calls: string[];
  let requests: typeof NONE;

  beforeEach(() => {
    calls = [];
    requests = { ...NONE, dailysalreqtype: true };
    configureKit({ apiBase: 'https://api.example.test', merchant: 'MC01' });
    $session.set(null);
    dividendInfoStore.reset();
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname;
      calls.push(path);
      const value = path.endsWith('/contract/requests')
        ? requests
        : path.endsWith('/contract/dividend')
          ? { id: 'CT9', kind: 'dividend', terms: '20%', status: 'offered', offeredAt: 1 }
          : null;
      return new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $session.set(null);
  });

  const signIn = (type: number, token = `t-${type}-${Math.random()}`) =>
    startSession({ token, id: '1', merchantCode: 'MC01', userName: 'agent', type, firstTimeLogin: false });

  it('a new sign-in of an agent raises the alerts and fetches the dividend info', async () => {
    const { ui, asked, opened } = scriptedUi([true]);
    const stop = watchSignIns(ui);
    signIn(1);
    await lastRound();
    expect(asked).toEqual(['dailySalary']);
    expect(opened).toEqual(['/m/member/agent/getSalaryContract']);
    await vi.waitFor(() => expect(dividendInfoStore.$state.get().status).toBe('ready'));
    expect(dividendInfoStore.$state.get().value?.id).toBe('CT9');
    stop();
  });

  it('types 41 and 42 get neither alerts nor dividend info', async () => {
    const { ui, asked } = scriptedUi([true]);
    const stop = watchSignIns(ui);
    for (const type of [41, 42]) {
      signIn(type);
      await lastRound();
    }
    // A sign-in starts its fetches at once and asks within its round: nothing more is on its way.
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
    expect(dividendInfoStore.$state.get().status).toBe('idle');
    stop();
  });

  it('a session that was already there (a reload) asks nothing; the same token twice asks once', async () => {
    signIn(1, 'kept');
    const { ui, asked } = scriptedUi([false, false]);
    const stop = watchSignIns(ui);
    $session.set({ ...$session.get()! });
    await lastRound(); // a round the store started would have asked by its end
    expect(asked).toEqual([]);
    $session.set(null);
    signIn(1, 'fresh');
    await lastRound();
    $session.set({ ...$session.get()! });
    await lastRound();
    expect(asked).toEqual(['dailySalary']);
    stop();
  });

  it('two watchers on a page: only the first asks; after it leaves the other does', async () => {
    const first = scriptedUi([false]);
    const second = scriptedUi([false]);
    const stopFirst = watchSignIns(first.ui);
    const stopSecond = watchSignIns(second.ui);
    signIn(2);
    await lastRound();
    expect(first.asked).toEqual(['dailySalary']);
    expect(second.asked).toEqual([]);
    stopFirst();
    signIn(2);
    await lastRound();
    expect(second.asked).toEqual(['dailySalary']);
    stopSecond();
  });

  it('signing out clears the dividend info', async () => {
    const stop = watchSignIns(scriptedUi([]).ui);
    signIn(1);
    await vi.waitFor(() => expect(dividendInfoStore.$state.get().status).toBe('ready'));
    $session.set(null);
    expect(dividendInfoStore.$state.get().status).toBe('idle');
    stop();
  });
});
