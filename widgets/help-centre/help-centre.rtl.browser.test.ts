import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok, click, waitFor } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { box, rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import './index.ts';

freshPageEachTest();
rtlEachTest();

// A platform answers with the content it has: often English under an Arabic page.
const HELP = [
  { title: 'How do I register?', content: '<p>Tap <b>Register</b>, then confirm.</p>' },
  { title: 'كيف أسجل؟', content: '<p>اضغط على <b>تسجيل</b> ثم أكد.</p>' },
];

describe('<mc-help-centre> in Arabic', () => {
  it('each item reads in its own direction: English left to right, Arabic right to left', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mount('<mc-help-centre></mc-help-centre>', {
      ready: (e) => rootDir(e) === 'rtl' && shadowQueryAll(e, '.item').length === 2 && q(e, '.content'),
    });
    const titles = shadowQueryAll(el, '.title-text');
    expect(titles.map((t) => getComputedStyle(t).direction)).to.deep.equal(['ltr', 'rtl']);
    const english = q(el, '.content')!;
    expect(getComputedStyle(english).direction).to.equal('ltr');
    // The English paragraph starts at the left of its box, its full stop at the end of the line.
    const paragraph = english.querySelector('p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    expect(range.getBoundingClientRect().left - box(english).left).to.be.below(2);

    click(shadowQueryAll<HTMLButtonElement>(el, 'button.title')[1]!);
    await waitFor(() => shadowQueryAll(el, '.content').length === 1 && q(el, '.content')!.textContent!.includes('تسجيل'));
    expect(getComputedStyle(q(el, '.content')!).direction).to.equal('rtl');
  });
});
