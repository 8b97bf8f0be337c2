import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf, oneEvent } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

const NOTICES = {
  list: [
    {
      id: 'NT101',
      title: 'Team report updated',
      content: '<p>Final <img alt="" onerror="window.__pwned=1"><a href="/m/agent">figures</a></p>',
      createdAt: 2,
      read: false,
    },
    { id: 'NT103', title: 'Registration page', content: '<p>Old</p>', createdAt: 1, read: true },
  ],
  unreadCount: 1,
  totalPages: 1,
};

describe('<mc-agent-notices>', () => {
  it('lists agent notices, marks the unread, and reading one marks it read (sanitised content)', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/notices': ok(NOTICES), 'POST /wps/member/notice/read': ok({ unreadCount: 0 }) }));
    const el = await mount('<mc-agent-notices types="A"></mc-agent-notices>', { ready: (e) => q(e, '[part="notice"]') });
    expect(api.last('/wps/agent/notices')!.query.get('types')).to.equal('A');
    expect(textOf(q(el, '.note'))).to.equal('1 unread');
    expect(shadowQueryAll(el, '[part="unread"]')).to.have.length(1);
    const read = oneEvent(el, 'mc-notice-read');
    click(q(el, '[part="notice"] .notice-head')!);
    expect((await read).detail).to.deep.equal({ id: 'NT101', unreadCount: 0 });
    expect(api.last('/wps/member/notice/read')!.json).to.deep.equal({ id: 'NT101', types: 'A' });
    await waitFor(() => textOf(q(el, '.note')) === '0 unread');
    // The content shows once the sanitiser has come (asked for with the list).
    const body = await waitFor(() => q(el, '.notice-body'));
    expect(body.querySelector('img')?.getAttribute('onerror') ?? null).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    click(body.querySelector('a')!);
    expect(nav.paths).to.deep.equal(['/m/agent']);
    // A read notice is not marked again.
    click(shadowQueryAll(el, '[part="notice"] .notice-head')[1]!);
    expect(api.calls('/wps/member/notice/read')).to.have.length(1);
  });

  it("keeps an opened notice's picture and long words inside the list, as the other notices do", async () => {
    signInAs(1, 'agent');
    const wide = {
      list: [
        {
          id: 'NT104',
          title: 'Rates',
          content: `<p>${'Commission'.repeat(12)}</p><p><img alt="Rates" width="1600" height="400"></p>`,
          createdAt: 3,
          read: true,
        },
      ],
      unreadCount: 0,
      totalPages: 1,
    };
    mockFetch(agentRoutes({}, { 'GET /wps/agent/notices': ok(wide) }));
    const el = await mount('<mc-agent-notices types="A"></mc-agent-notices>', { ready: (e) => q(e, '[part="notice"]') });
    click(q(el, '[part="notice"] .notice-head')!);
    const body = await waitFor(() => q(el, '.notice-body'));
    const box = body.getBoundingClientRect();
    expect(body.scrollWidth).to.be.at.most(body.clientWidth);
    expect(body.querySelector('img')!.getBoundingClientRect().right).to.be.at.most(box.right);
  });
});
