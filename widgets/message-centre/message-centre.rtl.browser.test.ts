import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok, click, waitFor } from '../../tests/browser/helpers.ts';
import { freshPageEachTest, platformRoutes, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import './index.ts';

freshPageEachTest();
rtlEachTest();

// A platform answers with the messages it has: often English under an Arabic page.
const MESSAGES = [
  { id: '1', title: 'Your deposit has been credited', content: '<p>¥1,000.00 has been added to your main wallet.</p>', read: true, createdAt: 2 },
  { id: '2', title: 'تمت إضافة الإيداع', content: '<p>تمت إضافة المبلغ إلى محفظتك الرئيسية.</p>', read: true, createdAt: 1 },
];

const textBox = (node: Node): DOMRect => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
};

describe('<mc-message-centre> in Arabic', () => {
  it("an open message's text lines up with its title, in the title's direction", async () => {
    signInAs(0);
    mockFetch(
      platformRoutes({
        'GET /wps/relay/CSP_getInbox': () => ok({ list: MESSAGES, totalPages: 1 }),
        'GET /wps/relay/CSP_unreadCount': () => ok(0),
      }),
    );
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => rootDir(e) === 'rtl' && shadowQueryAll(e, '.message').length === 2 });
    const toggles = shadowQueryAll<HTMLButtonElement>(el, '.message-toggle');
    const titles = shadowQueryAll(el, '.message-title');

    click(toggles[0]!);
    const english = await waitFor(() => q(el, '.content p'));
    expect(getComputedStyle(english).direction).to.equal('ltr');
    expect(Math.abs(textBox(english).left - textBox(titles[0]!).left)).to.be.below(2);

    click(toggles[1]!);
    const arabic = await waitFor(() => (q(el, '.content p')?.textContent?.includes('محفظتك') ? q(el, '.content p') : null));
    expect(getComputedStyle(arabic).direction).to.equal('rtl');
    expect(Math.abs(textBox(arabic).right - textBox(titles[1]!).right)).to.be.below(2);
  });
});
