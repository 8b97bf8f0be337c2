import { describe, expect, it } from 'vitest';
import { registryElements } from '../scripts/kit-source.mjs';
import { IN_PAGE_TAGS, rendersInFrame } from './placement.ts';

describe('where elements render on a partner page', () => {
  const tags = registryElements().map((e) => e.tag);

  it('lists only tags the kit has', () => {
    expect(IN_PAGE_TAGS.filter((t) => !tags.includes(t))).toEqual([]);
  });

  it('frames every element that takes a credential or acts with the session', () => {
    const credential = [
      'mc-login',
      'mc-register',
      'mc-trail',
      'mc-forget-password',
      'mc-change-password',
      'mc-settings',
      'mc-voucher-center',
      'mc-withdraw',
      'mc-security-center',
      'mc-profile',
      'mc-identity-verification',
      'mc-launch-game',
      'mc-member-centre',
      'mc-agent-register',
      'mc-upline-transfer',
    ];
    expect(credential.filter((t) => !rendersInFrame(t))).toEqual([]);
    expect(credential.filter((t) => !tags.includes(t))).toEqual([]);
  });

  it('frames an element nobody has placed yet', () => {
    expect(rendersInFrame('mc-something-new')).toBe(true);
  });
});
