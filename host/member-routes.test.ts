import { describe, expect, it } from 'vitest';
import { elementAttributes, resolve, routeById } from './routes.ts';

const page = (path: string) => {
  const r = resolve(path);
  if (r.kind !== 'page') throw new Error(`${path} did not resolve`);
  return r;
};

describe('member-centre and content pages', () => {
  it('compose the member and content elements', () => {
    const tags = (id: Parameters<typeof routeById>[0]) => routeById(id).elements.map((e) => e.tag);
    expect(tags('mine')).toEqual(['mc-member-centre']);
    expect(tags('webEmail')).toEqual(['mc-message-centre']);
    expect(tags('message')).toEqual(['mc-message-centre']);
    expect(tags('securityCenter')).toEqual(['mc-security-center']);
    expect(tags('benefits')).toEqual(['mc-benefits']);
    expect(tags('inviteFriends')).toEqual(['mc-invite-friends']);
    expect(tags('service')).toEqual(['mc-service']);
    expect(tags('helpDetail')).toEqual(['mc-help-detail']);
    expect(tags('download')).toEqual(['mc-download']);
    expect(tags('useragreement')).toEqual(['mc-user-agreement']);
    expect(page('/m/member/home').route.id).toBe('mine');
    expect(page('/m/member/benefits').route.id).toBe('benefits');
  });

  it('hands ?i= of the help page to mc-help-centre, not to the banner in front of it', () => {
    const r = page('/m/help?i=2');
    expect(r.route.elements.map((e) => e.tag)).toEqual(['mc-banner', 'mc-hot-matches', 'mc-help-centre']);
    const attrs = elementAttributes(r.route, r.params);
    expect(attrs[2]).toEqual({ 'open-index': '2' });
    expect(attrs[0]).not.toHaveProperty('open-index');
    expect(attrs[1]).not.toHaveProperty('open-index');
    expect(elementAttributes(r.route, page('/m/help').params)[2]).toEqual({});
  });

  it('hands ?i= of the help detail page to mc-help-detail, bad values included (the element handles them)', () => {
    const r = page('/m/helpDetail?i=abc');
    expect(elementAttributes(r.route, r.params)).toEqual([{ 'open-index': 'abc' }]);
  });
});
