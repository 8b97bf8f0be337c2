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
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const HELP = [
  { title: 'How do I register?', content: '<p>Tap <b>Register</b>.</p>' },
  { title: 'How do I deposit?', content: '<p>Open the <a href="/m/voucherCenter">deposit page</a>.</p>' },
  { title: 'Contact us', content: '<p onclick="alert(1)">Mail <a href="javascript:alert(1)">us</a><span onmouseover="alert(1)">!</span></p>' },
];
const openTitles = (el: Element) => shadowQueryAll(el, '.title[aria-expanded="true"]').map((b) => textOf(b));
const mountHelp = (attrs = '') =>
  mount(`<mc-help-centre ${attrs}></mc-help-centre>`, { ready: (e) => shadowQueryAll(e, '.item').length === HELP.length && openTitles(e).length <= 1 });

describe('<mc-help-centre>', () => {
  it('in a 296 px column in Malay the feedback button keeps its whole label inside the card (it wraps)', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const column = document.createElement('div');
    column.style.width = '296px';
    document.body.append(column);
    try {
      setLanguage('MS');
      const el = await mount('<mc-help-centre></mc-help-centre>', {
        parent: column,
        ready: (e) => shadowQueryAll(e, '.item').length === HELP.length && textOf(q(e, '[part="feedback"] .btn')) === 'Hantar maklum balas kepada kami',
      });
      const card = q(el, '[part="feedback"]')!.getBoundingClientRect();
      const button = q(el, '[part="feedback"] .btn')!;
      expect(button.getBoundingClientRect().right).to.be.at.most(card.right);
      expect(button.scrollWidth).to.be.at.most(button.clientWidth);
    } finally {
      column.remove();
    }
  });

  it('lists the items, the first open by default (no ?i=)', async () => {
    const api = mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp();
    await waitFor(() => openTitles(el).length === 1);
    expect(shadowQueryAll(el, '.title-text').map(textOf)).to.deep.equal(HELP.map((h) => h.title));
    expect(openTitles(el)).to.deep.equal(['How do I register?']);
    expect(textOf(q(el, '.content'))).to.equal('Tap Register.');
    expect(api.last('/wps/system/helpCenter')!.query.get('device')).to.equal('MOBILE');
  });

  it('open-index picks the open item', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp('open-index="2"');
    await waitFor(() => openTitles(el)[0] === 'Contact us');
    expect(shadowQueryAll(el, '.content')).to.have.length(1);
  });

  for (const bad of ['abc', '-1', '3', '99', '1.5', '']) {
    it(`a bad open-index (${JSON.stringify(bad)}) opens the first item`, async () => {
      mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
      const el = await mountHelp(`open-index="${bad}"`);
      await waitFor(() => openTitles(el).length === 1);
      expect(openTitles(el)).to.deep.equal(['How do I register?']);
    });
  }

  it('one item open at a time; tapping the open one closes it', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp();
    const events = recordEvents(el, 'mc-help-toggle');
    const titles = shadowQueryAll<HTMLButtonElement>(el, '.title');
    click(titles[1]!);
    await waitFor(() => openTitles(el)[0] === 'How do I deposit?');
    expect(openTitles(el)).to.have.length(1);
    expect(shadowQueryAll(el, '.panel:not([hidden])')).to.have.length(1);
    click(titles[1]!);
    await waitFor(() => openTitles(el).length === 0);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { index: 1, open: true },
      { index: 1, open: false },
    ]);
  });

  it('a tap on an item the moment the list shows is kept: the default does not undo it', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({ 'GET /wps/system/helpCenter': () => answered.then(() => ok(HELP)) });
    const el = await mount('<mc-help-centre></mc-help-centre>', { ready: (e) => q(e, '.mc-state[aria-busy="true"]') });
    let tapped = false;
    // The tap comes as the list's items are put in, before anything the render left for later.
    const observer = new MutationObserver(() => {
      const titles = shadowQueryAll<HTMLButtonElement>(el, '.title');
      if (tapped || titles.length !== HELP.length) return;
      tapped = true;
      click(titles[1]!);
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    answer();
    await waitFor(() => tapped && openTitles(el)[0] === 'How do I deposit?');
    observer.disconnect();
    await nextFrame(3);
    expect(openTitles(el)).to.deep.equal(['How do I deposit?']);
  });

  it('follows a change of open-index', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp('open-index="0"');
    el.setAttribute('open-index', '1');
    await waitFor(() => openTitles(el)[0] === 'How do I deposit?');
  });

  it('sanitises the HTML and routes its links in the app', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp('open-index="2"');
    const content = await waitFor(() => openTitles(el)[0] === 'Contact us' && q(el, '.content'));
    expect(content.innerHTML).to.not.match(/onclick|onmouseover|javascript:/);
    click(shadowQueryAll<HTMLButtonElement>(el, '.title')[1]!);
    const link = await waitFor(() => openTitles(el)[0] === 'How do I deposit?' && q(el, '.content a[href]'));
    click(link);
    expect(nav.paths).to.deep.equal(['/m/voucherCenter']);
    click(q(el, '.panel .link')!);
    expect(nav.paths.at(-1)).to.equal('/m/helpDetail?i=1');
  });

  it('an empty list says in_no_data', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok([]) });
    const el = await mount('<mc-help-centre open-index="2"></mc-help-centre>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(textOf(q(el, '[data-state="empty"]'))).to.equal('No data');
  });

  it('a failed load shows the retry, which works', async () => {
    const api = mockFetch({ 'GET /wps/system/helpCenter': [fail('server.error', 'boom'), ok(HELP)] });
    const el = await mount('<mc-help-centre></mc-help-centre>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => shadowQueryAll(el, '.item').length === 3);
    expect(api.calls('/wps/system/helpCenter')).to.have.length(2);
  });

  it('asks again in the new language and keeps the open item', async () => {
    const api = mockFetch({
      'GET /wps/system/helpCenter': (c) => ok(c.headers.language === 'PT' ? HELP.map((h) => ({ ...h, title: `PT ${h.title}` })) : HELP),
    });
    const el = await mountHelp('open-index="1"');
    await waitFor(() => openTitles(el)[0] === 'How do I deposit?');
    setLanguage('PT');
    await waitFor(() => openTitles(el)[0] === 'PT How do I deposit?');
    expect(api.calls('/wps/system/helpCenter')).to.have.length(2);
    await waitFor(() => textOf(q(el, '.panel .link')) === 'Ler em uma página separada');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '.panel .link')) === 'Basahin sa sariling pahina');
  });

  it('asks for one category when told', async () => {
    const api = mockFetch({ 'GET /wps/system/helpCenter': ok(HELP.slice(0, 1)) });
    await mount('<mc-help-centre category="account"></mc-help-centre>', { ready: (e) => q(e, '.item') });
    expect(api.last('/wps/system/helpCenter')!.query.get('category')).to.equal('account');
  });

  it('offers feedback below the list, and also when the list is empty or failed', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': ok(HELP) });
    const el = await mountHelp();
    expect(textOf(q(el, '[part="feedback"] button'))).to.equal('Send us feedback');
    click(q(el, '[part="feedback"] button')!);
    expect(nav.paths).to.deep.equal(['/m/feedback']);
    mockFetch({ 'GET /wps/system/helpCenter': fail('server.error', 'boom') });
    const failed = await mount('<mc-help-centre category="x"></mc-help-centre>', { ready: (e) => q(e, '[role="alert"] button') });
    expect(q(failed, '[part="feedback"] button')).not.to.equal(null);
  });
});
