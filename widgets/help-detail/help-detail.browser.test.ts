import {
  describe,
  it,
  expect,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const HELP = [
  { title: 'How do I register?', content: '<p>Tap Register.</p>' },
  { title: 'How do I deposit?', content: '<p>Open the <a href="/m/voucherCenter">deposit page</a>.</p><script>alert(1)</script>' },
  { title: 'Contact us', content: '<p>Write to us.</p>' },
];
const shown = (el: Element) => textOf(q(el, '.article .title'));

describe('<mc-help-detail>', () => {
  it('shows the first item without open-index, and lists the others', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mount('<mc-help-detail></mc-help-detail>', { ready: (e) => q(e, '.article') });
    expect(shown(el)).to.equal('How do I register?');
    expect(shadowQueryAll(el, '.others button').map(textOf)).to.deep.equal(['How do I deposit?', 'Contact us']);
  });

  it('shows the item open-index names, sanitised, with in-app links', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mount('<mc-help-detail open-index="1"></mc-help-detail>', { ready: (e) => shown(e) === 'How do I deposit?' });
    expect(q(el, '.content')!.innerHTML).to.not.contain('script');
    click(q(el, '.content a')!);
    expect(nav.paths).to.deep.equal(['/m/voucherCenter']);
  });

  for (const bad of ['x', '-2', '3', '2.0']) {
    it(`a bad open-index (${bad}) shows the first item`, async () => {
      mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
      const el = await mount(`<mc-help-detail open-index="${bad}"></mc-help-detail>`, { ready: (e) => q(e, '.article') });
      expect(shown(el)).to.equal('How do I register?');
    });
  }

  it('picking another item shows it instead (one at a time) and says so', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mount('<mc-help-detail></mc-help-detail>', { ready: (e) => q(e, '.article') });
    const events = recordEvents(el, 'mc-help-select');
    click(shadowQueryAll(el, '.others button').find((b) => textOf(b) === 'Contact us')!);
    await waitFor(() => shown(el) === 'Contact us');
    expect(shadowQueryAll(el, '.article')).to.have.length(1);
    expect(shadowQueryAll(el, '.others button').map(textOf)).to.deep.equal(['How do I register?', 'How do I deposit?']);
    expect(events.map((e) => e.detail)).to.deep.equal([{ index: 2 }]);
    expect(el.shadowRoot!.activeElement).to.equal(q(el, '.article .title'));
  });

  it('empty list: in_no_data; failure: retry that works', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok([]) });
    const empty = await mount('<mc-help-detail open-index="1"></mc-help-detail>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(textOf(q(empty, '[data-state="empty"]'))).to.equal('No data');
    empty.remove();
    mockFetch({ 'GET /wps/system/helpCenter': [fail('server.error', 'boom'), ok(HELP)] });
    const el = await mount('<mc-help-detail></mc-help-detail>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => shown(el) === 'How do I register?');
  });

  it('speaks PT and TY', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mount('<mc-help-detail></mc-help-detail>', { ready: (e) => q(e, '.others h3') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.others h3')) === 'Outras perguntas');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '.others h3')) === 'Iba pang tanong');
  });
});
