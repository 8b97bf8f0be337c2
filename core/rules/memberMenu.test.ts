import { describe, expect, it } from 'vitest';
import { MEMBER_MENU, MEMBER_TILES, memberMenuSlots, canSeeMenuItem, type GateContext } from './memberMenu.ts';

const ALL_FLAGS = {
  REWCEN3: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  AGETRANSFERUP3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  MAILCEN: true,
};
const base: GateContext = {
  whitelabel: ALL_FLAGS,
  type: 0,
  member: { toUpline: true, clubLabel: { labelName: 'VIP 3' } },
  promotions: ['MISSION', 'REFERRAL'],
};
const ids = (ctx: GateContext) => memberMenuSlots(ctx).map((s) => s.item.id);
const item = (id: string) => MEMBER_MENU.find((i) => i.id === id)!;

describe('the gated list of §2.9', () => {
  it('lists the twelve items in the spec order with their routes', () => {
    expect(MEMBER_MENU.map((i) => [i.id, i.route])).toEqual([
      ['rewardCenter', 'rewardCenter'],
      ['agencyCentre', 'agent'],
      ['depositRecord', 'depositRecord'],
      ['withdrawRecord', 'withdrawRecord'],
      ['transactionRecord', 'transactionRecord'],
      ['gameRecord', 'gameRecord'],
      ['profitAndLoss', 'profitAndLoss'],
      ['uplineTransfer', 'uplineTransfer'],
      ['manualRebate', 'manualRebate'],
      ['leaderBoard', 'leaderBoard'],
      ['rebateReport', 'rebateReport'],
      ['webEmail', 'webEmail'],
    ]);
  });

  const flagGates: [string, string][] = [
    ['rewardCenter', 'REWCEN3'],
    ['depositRecord', 'DEPRECM3'],
    ['withdrawRecord', 'WITHREC3'],
    ['transactionRecord', 'TRANSREC3'],
    ['gameRecord', 'TRANSBETREPMEM3'],
    ['profitAndLoss', 'PERSREP'],
    ['uplineTransfer', 'AGETRANSFERUP3'],
    ['manualRebate', 'MANPLAYREB3'],
    ['rebateReport', 'PLYRBT'],
    ['webEmail', 'MAILCEN'],
  ];
  it.each(flagGates)('%s shows only with %s on', (id, flag) => {
    expect(canSeeMenuItem(item(id), base)).toBe(true);
    expect(canSeeMenuItem(item(id), { ...base, whitelabel: { ...ALL_FLAGS, [flag]: false } })).toBe(false);
    const { [flag]: _removed, ...without } = ALL_FLAGS as Record<string, boolean>;
    expect(canSeeMenuItem(item(id), { ...base, whitelabel: without })).toBe(false);
  });

  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [3, true],
  ])('agency centre for session type %i: %s', (type, shown) => expect(canSeeMenuItem(item('agencyCentre'), { ...base, type })).toBe(shown));

  it('hides the agency centre without a session', () => {
    expect(ids({ ...base, type: null })).not.toContain('agencyCentre');
  });

  it('transfer to upline needs the flag, toUpline on the member and a type other than 2', () => {
    expect(canSeeMenuItem(item('uplineTransfer'), { ...base, member: { toUpline: false } })).toBe(false);
    expect(canSeeMenuItem(item('uplineTransfer'), { ...base, member: null })).toBe(false);
    expect(canSeeMenuItem(item('uplineTransfer'), { ...base, type: 2 })).toBe(false);
    expect(canSeeMenuItem(item('uplineTransfer'), { ...base, type: 1 })).toBe(true);
  });

  it('the mission leaderboard follows the MISSION promotion', () => {
    expect(canSeeMenuItem(item('leaderBoard'), { ...base, promotions: ['REFERRAL'] })).toBe(false);
    expect(canSeeMenuItem(item('leaderBoard'), base)).toBe(true);
  });

  it('with every flag off a member sees no gated item but the agency centre rule', () => {
    expect(ids({ whitelabel: {}, type: 1, member: null, promotions: [] })).toEqual(['agencyCentre']);
  });
});

describe('member-centre tiles', () => {
  const tile = (id: string) => MEMBER_TILES.find((i) => i.id === id)!;
  it('level benefits only with a club label', () => {
    expect(tile('benefits').gate(base)).toBe(true);
    expect(tile('benefits').gate({ ...base, member: { toUpline: true } })).toBe(false);
    expect(tile('benefits').gate({ ...base, member: { clubLabel: { labelName: '' } } })).toBe(false);
  });
  it('invite friends only with REFERRAL', () => {
    expect(tile('inviteFriends').gate(base)).toBe(true);
    expect(tile('inviteFriends').gate({ ...base, promotions: [] })).toBe(false);
  });
  it('deposit and withdraw hide only when their flag is explicitly off', () => {
    expect(tile('deposit').gate({ ...base, whitelabel: {} })).toBe(true);
    expect(tile('deposit').gate({ ...base, whitelabel: { DEPOSIT: false } })).toBe(false);
    expect(tile('withdraw').gate({ ...base, whitelabel: { WITHDRAW: false } })).toBe(false);
  });
});

describe('places kept for what the platform sends later', () => {
  const slots = (ctx: GateContext, items = MEMBER_MENU) => memberMenuSlots(ctx, items).map((s) => (s.pending ? `(${s.item.id})` : s.item.id));
  it('with everything known, no place is kept: the gates decide', () => {
    expect(slots(base).some((id) => id.startsWith('('))).toBe(false);
    expect(slots({ ...base, awaiting: new Set() }, MEMBER_TILES)).toEqual(['benefits', 'deposit', 'withdraw', 'inviteFriends', 'securityCenter']);
  });
  it('an item whose gate reads the promotions or the member info keeps its place while that is on its way, whatever the gate would say', () => {
    const waiting: GateContext = { ...base, member: null, promotions: [], awaiting: new Set(['member', 'promotions'] as const) };
    expect(slots(waiting, MEMBER_TILES)).toEqual(['(benefits)', 'deposit', 'withdraw', '(inviteFriends)', 'securityCenter']);
    expect(slots(waiting)).toContain('(uplineTransfer)');
    expect(slots(waiting)).toContain('(leaderBoard)');
    // Items whose gates read only the flags do not wait.
    expect(slots(waiting).filter((id) => id.startsWith('('))).toEqual(['(uplineTransfer)', '(leaderBoard)']);
  });
  it('once it has come, the gate decides', () => {
    expect(slots({ ...base, promotions: [], awaiting: new Set(['member'] as const) }, MEMBER_TILES)).toEqual([
      '(benefits)',
      'deposit',
      'withdraw',
      'securityCenter',
    ]);
  });
});
