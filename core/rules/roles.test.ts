import { describe, expect, it } from 'vitest';
import { isAgent, isFreeTrial, hasAgencyCentre, checksPendingContracts, fetchesDividendInfo, showsAgentShare } from './roles.ts';
import { memberOnly, inviteFriends } from './memberNav.ts';
import { startupMode } from './startup.ts';

const TYPES = [0, 1, 2, 3, 4, 40, 41, 42];

describe('roles of §6', () => {
  it('agents are types 1, 2, 41 and 42', () => {
    expect(TYPES.filter(isAgent)).toEqual([1, 2, 41, 42]);
  });
  it('type 4 is the free trial', () => {
    expect(TYPES.filter(isFreeTrial)).toEqual([4]);
  });
  it('types 0, 4 and 40 have no agency centre', () => {
    expect(TYPES.filter((t) => !hasAgencyCentre(t))).toEqual([0, 4, 40]);
  });
  it('pending contracts are not checked for 4, 40, 41, 42; dividend info likewise', () => {
    expect(TYPES.filter((t) => !checksPendingContracts(t))).toEqual([4, 40, 41, 42]);
    expect(TYPES.filter((t) => !fetchesDividendInfo(t))).toEqual([4, 40, 41, 42]);
  });
  it('the agent share entry: hidden from agents, REFERRAL for others, always for visitors', () => {
    expect(showsAgentShare(1, true)).toBe(false);
    expect(showsAgentShare(0, true)).toBe(true);
    expect(showsAgentShare(0, false)).toBe(false);
    expect(showsAgentShare(null, false)).toBe(true);
  });
});

describe('member-only navigation of §5', () => {
  it('sends a visitor to login', () => {
    expect(memberOnly('deposit', { type: null, referralEnabled: true })).toEqual({ kind: 'login' });
  });
  it('keeps a free-trial member where they are with free_reject for 2 s', () => {
    expect(memberOnly('mine', { type: 4, referralEnabled: true })).toEqual({ kind: 'toast', key: 'free_reject', durationMs: 2000 });
  });
  it('lets a member through', () => {
    expect(memberOnly('mine', { type: 0, referralEnabled: false })).toEqual({ kind: 'go', route: 'mine' });
  });
  it('invite friends: login first, then contact_service for 2 s when REFERRAL is off', () => {
    expect(inviteFriends({ type: null, referralEnabled: true })).toEqual({ kind: 'login' });
    expect(inviteFriends({ type: 0, referralEnabled: false })).toEqual({ kind: 'toast', key: 'contact_service', durationMs: 2000 });
    expect(inviteFriends({ type: 0, referralEnabled: true })).toEqual({ kind: 'go', route: 'inviteFriends' });
  });
});

describe('start-up modes of §2.1', () => {
  it.each([
    [false, false, 'normal'],
    [true, false, 'maintenance'],
    [false, true, 'region-restricted'],
    [true, true, 'maintenance'],
  ] as const)('maintenance %s, region %s → %s', (maintenance, regionRestriction, mode) => {
    expect(startupMode({ maintenance, regionRestriction })).toBe(mode);
  });
});
