import { describe, expect, it } from 'vitest';
import { safeTokenValue } from './frame-address.ts';
import { FRAMED_EVENTS, PARTNER_LIVE, pageDetail } from './frame-protocol.ts';
import { liveEventSchemas, partnerLiveEvents } from '../core/live/events.ts';
import { shapeOf } from '../core/api/schema.ts';

describe('what a framed element tells a partner page', () => {
  it('passes the listed fields of the listed events, and nothing else', () => {
    expect(pageDetail('mc-login', { userName: 'ann', type: 0, method: 'username', token: 'tok_secret', password: 'pw' })).toEqual({
      userName: 'ann',
      type: 0,
      method: 'username',
    });
    expect(pageDetail('mc-deposit', { id: 'D1', amount: 500, methodId: 'bank', status: 'pending' })).toEqual({ status: 'pending' });
    expect(pageDetail('mc-launch-game', { nodeId: 'n1', vendor: 'PG', url: '/games/play?ticket=secret' })).toEqual({ nodeId: 'n1', vendor: 'PG' });
    expect(pageDetail('mc-balance', { sumBalance: 10 })).toBeNull();
    expect(pageDetail('mc-session', { userName: 'ann' })).toBeNull();
    expect(pageDetail('mc-logout', { anything: 1 })).toEqual({});
  });

  it('passes readiness and the platform failures a page must know, with their kind', () => {
    expect(pageDetail('mc-ready', { tag: 'mc-register', extra: 1 })).toEqual({ tag: 'mc-register' });
    expect(pageDetail('mc-error', { kind: 'maintenance', message: 'mc-kit: the platform is in maintenance', stack: 'at x' })).toEqual({
      kind: 'maintenance',
      message: 'mc-kit: the platform is in maintenance',
    });
  });

  it('takes scalars and lists of strings only: an object in a listed field does not cross', () => {
    expect(pageDetail('mc-register', { userName: { toString: () => 'x', token: 't' }, method: 'mobile' })).toEqual({ method: 'mobile' });
    expect(pageDetail('mc-profile-change', { fields: ['email', 'birthday'] })).toEqual({ fields: ['email', 'birthday'] });
    expect(pageDetail('mc-profile-change', { fields: ['email', { secret: 1 }] })).toEqual({});
    expect(pageDetail('mc-navigate', null)).toEqual({});
  });

  it('lists no field that names a secret', () => {
    const fields = Object.values(FRAMED_EVENTS).flat();
    expect(fields.filter((f) => /token|password|code|captcha|secret|ticket|url|amount|balance/i.test(f))).toEqual([]);
  });
});

describe('live events a partner page hears', () => {
  it('are the ones core/live/events.ts lets partners know, and the balance (where the merchant allows it)', () => {
    expect(Object.keys(PARTNER_LIVE).sort()).toEqual([...partnerLiveEvents, 'balance'].sort());
  });

  it("carry every field of the event's payload and nothing else", () => {
    for (const [type, fields] of Object.entries(PARTNER_LIVE)) {
      const shape = shapeOf(liveEventSchemas[type as keyof typeof liveEventSchemas]);
      expect(shape?.kind).toBe('object');
      if (shape?.kind === 'object') expect([...fields].sort()).toEqual(Object.keys(shape.shape).sort());
    }
  });

  it('picks those fields from a detail', () => {
    expect(pageDetail('', { type: 'inbox', unread: 3, token: 'x' }, PARTNER_LIVE.inbox)).toEqual({ unread: 3 });
    expect(pageDetail('', { type: 'maintenance', on: true }, PARTNER_LIVE.maintenance)).toEqual({ on: true });
  });
});

describe('theme values a frame takes', () => {
  it('plain values only', () => {
    expect(safeTokenValue('#14b8c4')).toBe(true);
    expect(safeTokenValue('rgb(20, 184, 196)')).toBe(true);
    expect(safeTokenValue("'Inter', system-ui, sans-serif")).toBe(true);
    expect(safeTokenValue('url(https://evil.example/x)')).toBe(false);
    expect(safeTokenValue('red; background: red')).toBe(false);
    expect(safeTokenValue('\\75 rl(x)')).toBe(false);
    expect(safeTokenValue('x'.repeat(201))).toBe(false);
  });
});
