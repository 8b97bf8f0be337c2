// @vitest-environment happy-dom
/** The page hears of platform failures as mc-error with their kind, once each until the platform answers again. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { McErrorDetail } from '../events.ts';
import { RequestError } from './errors.ts';
import { failureKind, reportCall, reportPlatformState, resetFailures } from './failures.ts';

let heard: McErrorDetail[] = [];
const listener = (e: Event) => heard.push((e as CustomEvent<McErrorDetail>).detail);
const answers = (yes: boolean) => () => Promise.resolve(yes);

beforeEach(() => {
  heard = [];
  resetFailures();
  document.addEventListener('mc-error', listener);
});
afterEach(() => document.removeEventListener('mc-error', listener));

describe('platform failures told to the page', () => {
  it('names each failure a page must know, and none it need not', () => {
    expect(failureKind(new RequestError('network', 'x'))).toBe('unreachable');
    expect(failureKind(new RequestError('timeout', 'x'))).toBe('unreachable');
    expect(failureKind(new RequestError('session-expired', 'x'))).toBe('session-expired');
    expect(failureKind(new RequestError('http', 'x', { status: 503 }))).toBe('maintenance');
    expect(failureKind(new RequestError('api', 'wrong password', { code: 'PASSWORD_WRONG' }))).toBeNull();
    expect(failureKind(new RequestError('aborted', 'x'))).toBeNull();
  });

  it('tells an unreachable platform from one that refuses the origin (it answers a no-cors request)', async () => {
    await reportCall(new RequestError('network', 'Failed to fetch'), answers(false));
    await reportCall(new RequestError('network', 'Failed to fetch'), answers(true));
    expect(heard.map((d) => d.kind)).toEqual(['unreachable', 'origin']);
  });

  it('tells each kind once until the platform answers again', async () => {
    await reportCall(new RequestError('timeout', 'x'), answers(false));
    await reportCall(new RequestError('timeout', 'x'), answers(false));
    expect(heard).toHaveLength(1);
    await reportCall(null);
    await reportCall(new RequestError('timeout', 'x'), answers(false));
    expect(heard.map((d) => d.kind)).toEqual(['unreachable', 'unreachable']);
  });

  it("tells maintenance and a region restriction from the platform's configuration", () => {
    reportPlatformState({ maintenance: false, regionRestriction: false });
    expect(heard).toEqual([]);
    reportPlatformState({ maintenance: true, regionRestriction: true });
    expect(heard.map((d) => d.kind)).toEqual(['maintenance', 'region']);
    expect(heard.every((d) => d.message.length > 0)).toBe(true);
  });
});
