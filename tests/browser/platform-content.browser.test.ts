/**
 * Platform content under a partner's strict CSP, on both builds (`WTR_LITE=1` for the lite one):
 * this page enforces Trusted Types (`require-trusted-types-for 'script'; trusted-types mc-kit
 * dompurify`) before any element loads, and the platform sends the XSS corpus
 * (tests/fixtures/xss-corpus.json: DOMPurify's fixtures and OWASP's cheat sheet) as announcement
 * HTML, banner links and images, and customer-service links.
 *
 * - Nothing runs: no dialog, no handler, no Trusted Types violation.
 * - No `href`, `src` or frame is `javascript:`, `data:` (but pictures) or `vbscript:` (core/url.ts).
 * - An announcement that sanitises to nothing renders as empty, and the list stays.
 * - Links in platform HTML that leave the site open in a new tab with `noopener`.
 */
import corpus from '../fixtures/xss-corpus.json';
import { describe, it, expect, before, after, beforeEach, afterEach, mount, shadowQueryAll, mockFetch, ok, nextFrame } from './helpers.ts';
import { captureNavigation, initialConfig, platformRoutes, resetStores } from './platform-fixtures.ts';
import { announcement, lobbyRoutes, resetLobby } from './lobby-fixtures.ts';
import { resetContentStores } from '../../core/stores/content.ts';
import { safeUrl } from '../../core/url.ts';
import '../../widgets/notice-list/index.ts';
import '../../widgets/banner/index.ts';
import '../../widgets/service/index.ts';

const VECTORS = (corpus as { vectors: { id: string; payload: string }[] }).vectors;
/** Every URL-bearing attribute value of the corpus. */
const URLS = [
  ...new Set(
    VECTORS.flatMap((v) =>
      [...v.payload.matchAll(/\b(?:href|src|action|formaction|xlink:href|data|poster|background)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
        (m) => m[1] ?? m[2] ?? '',
      ),
    ),
  ),
].filter((u) => /^\s*[a-z]+:/i.test(u));

const violations: string[] = [];
const ran: string[] = [];
const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, print: window.print, open: window.open };
const onViolation = (e: SecurityPolicyViolationEvent) => violations.push(`${e.violatedDirective}: ${e.sample}`);

before(() => {
  // The partner page's policy, from here on for this page (a <meta> policy cannot be lifted).
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "require-trusted-types-for 'script'; trusted-types mc-kit dompurify";
  document.head.append(meta);
  document.addEventListener('securitypolicyviolation', onViolation);
  window.alert = (m?: unknown) => void ran.push(`alert ${String(m)}`);
  window.confirm = (m?: unknown) => (ran.push(`confirm ${String(m)}`), false);
  window.prompt = (m?: unknown) => (ran.push(`prompt ${String(m)}`), null);
  window.print = () => void ran.push('print');
});
after(() => {
  document.removeEventListener('securitypolicyviolation', onViolation);
  Object.assign(window, originals);
});

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  resetLobby();
  resetContentStores();
  violations.length = 0;
  ran.length = 0;
  nav = captureNavigation();
});
afterEach(() => nav.stop());

/** A tag made without an HTML string: this page refuses those. */
const element = (tag: string, attrs: Record<string, string> = {}) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

/** What is live in an element's shadow root: every link, image and frame URL, and any inline handler. */
function live(el: Element): { hrefs: string[]; srcs: string[]; handlers: string[] } {
  const all = shadowQueryAll(el, '*');
  return {
    hrefs: all.filter((n) => n.hasAttribute('href')).map((n) => n.getAttribute('href')!),
    srcs: all
      .filter((n) => n.hasAttribute('src') && n.localName !== 'img')
      .map((n) => n.getAttribute('src')!)
      .concat(all.filter((n) => n.localName === 'img' && n.hasAttribute('src')).map((n) => `img:${n.getAttribute('src')}`)),
    handlers: all.flatMap((n) => [...n.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${n.localName}[${a.name}]`)),
  };
}

function expectOnlyAllowed(el: Element): void {
  const { hrefs, srcs, handlers } = live(el);
  for (const href of hrefs) expect(safeUrl(href, 'contact'), `href ${href}`).to.equal(href);
  for (const src of srcs) {
    const [use, url] = src.startsWith('img:') ? (['image', src.slice(4)] as const) : (['link', src] as const);
    if (url !== '') expect(safeUrl(url, use), `src ${src}`).to.equal(url);
  }
  expect(handlers).to.deep.equal([]);
}

/** Taps every link in the element (external ones open through a stub), then lets handlers have their turn. */
async function tapAll(el: Element): Promise<void> {
  const opened: unknown[] = [];
  window.open = ((...args: unknown[]) => (opened.push(args), null)) as typeof window.open;
  try {
    for (const a of shadowQueryAll<HTMLAnchorElement>(el, 'a[href]')) {
      a.addEventListener('click', (e) => e.preventDefault(), { once: true }); // never leave the test page
      a.click();
    }
    await nextFrame(3);
  } finally {
    window.open = originals.open;
  }
}

describe('platform HTML under enforced Trusted Types', () => {
  it('an announcement that sanitises to nothing renders as empty, and the list stays', async () => {
    mockFetch(
      lobbyRoutes({
        'GET /wps/relay/MCSFE_getListAnnouncements': ok([
          announcement('E1', { content: '<script>alert(1)</script>' }),
          announcement('E2', { content: '<p>Deposit today</p>' }),
          announcement('E3', { content: '' }),
        ]),
      }),
    );
    const el = await mount(element('mc-notice-list'), { ready: (e) => shadowQueryAll(e, '.content').length === 3 });
    expect(shadowQueryAll(el, '.title').map((t) => t.textContent)).to.deep.equal(['Title E1', 'Title E2', 'Title E3']);
    expect(shadowQueryAll(el, '.content').map((c) => c.innerHTML)).to.deep.equal(['', '<p>Deposit today</p>', '']);
    expect(violations).to.deep.equal([]);
    expect(ran).to.deep.equal([]);
  });

  it('every vector of the XSS corpus, as announcement HTML, shows without running anything', async () => {
    expect(VECTORS.length).to.be.greaterThan(300);
    const list = VECTORS.map((v, i) => announcement(`X${i}`, { title: v.id, content: v.payload }));
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok(list) }));
    const el = await mount(element('mc-notice-list'), { ready: (e) => shadowQueryAll(e, '.content').length === list.length, timeout: 8000 });
    expectOnlyAllowed(el);
    await tapAll(el);
    expect(ran).to.deep.equal([]);
    expect(violations).to.deep.equal([]);
    expect(location.protocol).to.match(/^https?:$/);
  });

  it('links that leave the site open in a new tab without an opener; mailto and tel stay', async () => {
    const content =
      '<p><a href="https://www.example.com/x">out</a> <a href="//cdn.example.com/y">cdn</a> <a href="/m/rewardCenter">in</a> <a href="mailto:help@example.test">mail</a> <a href="tel:+639171234567">call</a></p>';
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok([announcement('L1', { content })]) }));
    const el = await mount(element('mc-notice-list'), { ready: (e) => shadowQueryAll(e, '.content a').length === 5 });
    const links = shadowQueryAll<HTMLAnchorElement>(el, '.content a');
    expect(links.map((a) => [a.getAttribute('href'), a.target, a.rel])).to.deep.equal([
      ['https://www.example.com/x', '_blank', 'noopener noreferrer'],
      ['//cdn.example.com/y', '_blank', 'noopener noreferrer'],
      ['/m/rewardCenter', '', ''],
      ['mailto:help@example.test', '', ''],
      ['tel:+639171234567', '', ''],
    ]);
  });
});

describe('platform URLs in links and images', () => {
  it('the corpus has URL vectors of every dangerous scheme', () => {
    expect(URLS.some((u) => /^\s*javascript:/i.test(u))).to.equal(true);
    expect(URLS.some((u) => /^\s*data:/i.test(u))).to.equal(true);
    expect(URLS.some((u) => /^\s*vbscript:/i.test(u))).to.equal(true);
  });

  it('banner links and images from the corpus: none becomes live', async () => {
    const banners = URLS.map((u, i) => ({ id: `B${i}`, url: u, title: `Banner ${i}`, width: 750, height: 300, link: u }));
    banners.push({ id: 'OK', url: '/img/banner.svg', title: 'Banner ok', width: 750, height: 300, link: 'https://apps.example.com/ios' });
    mockFetch({ 'GET /wps/content/banners': ok(banners) });
    const el = await mount(element('mc-banner'), { ready: (e) => shadowQueryAll(e, '.swiper-slide').length >= banners.length });
    expectOnlyAllowed(el);
    const links = shadowQueryAll<HTMLAnchorElement>(el, '.swiper-slide a');
    expect(links.map((a) => a.getAttribute('href'))).to.include('https://apps.example.com/ios');
    expect(links.every((a) => safeUrl(a.getAttribute('href'), 'link') !== null)).to.equal(true);
    await tapAll(el);
    expect(ran).to.deep.equal([]);
  });

  it('customer-service and social links from the corpus: none becomes live; mailto and tel do', async () => {
    const customerService = [
      ...URLS.map((url, i) => ({ name: `S${i}`, url })),
      { name: 'Mail', url: 'mailto:help@example.test' },
      { name: 'Call', url: 'tel:+639171234567' },
    ];
    const resources = [
      { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
      { resourceType: 'TELEGRAM', url: 'data:text/html,<script>alert(1)</script>' },
      { resourceType: 'TELEGRAM2', url: 'https://t.me/news' },
    ];
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ customerService, resources })) }));
    const el = await mount(element('mc-service'), { ready: (e) => shadowQueryAll(e, '.channel').length > 0 });
    expectOnlyAllowed(el);
    // The corpus's plain http links stay (they are links, not scripts); every other scheme went.
    const web = URLS.filter((u) => /^https?:/i.test(u.trim()));
    expect(shadowQueryAll<HTMLAnchorElement>(el, '.channel').map((a) => a.getAttribute('href'))).to.deep.equal([
      ...web.map((u) => u.trim()),
      'mailto:help@example.test',
      'tel:+639171234567',
      'https://t.me/news',
    ]);
    await tapAll(el);
    expect(ran).to.deep.equal([]);
  });
});
