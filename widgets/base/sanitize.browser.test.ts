import { describe, it, expect, afterEach, nextFrame, waitFor, settled } from '../../tests/browser/helpers.ts';
import { captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { configureKit } from '../../core/config.ts';
import { sanitizeHtml, htmlToText, isEmptyHtml, onContentClick } from './sanitize.ts';

declare global {
  interface Window {
    __pwned?: string[];
  }
}

/** Every payload calls pwn('<name>') if it runs. */
const HOSTILE: Record<string, string> = {
  script: '<p>hi</p><script>window.__pwned.push("script")</script>',
  scriptSrc: '<script src="data:text/javascript,window.__pwned.push(%22script-src%22)"></script>',
  imgOnerror: '<img src="x-does-not-exist.png" onerror="window.__pwned.push(\'img-onerror\')">',
  bodyOnload: '<body onload="window.__pwned.push(\'body-onload\')"><p>x</p></body>',
  mouseover: '<div onmouseover="window.__pwned.push(\'mouseover\')" onclick="window.__pwned.push(\'onclick\')">hover</div>',
  jsLink: '<a id="js" href="javascript:window.__pwned.push(\'js-link\')">click</a>',
  jsLinkEncoded: '<a id="js2" href="jav&#x09;ascript:window.__pwned.push(\'js-link-encoded\')">click</a>',
  jsLinkUpper: '<a id="js3" href=" JaVaScRiPt:window.__pwned.push(\'js-link-upper\')">click</a>',
  dataLink: '<a id="data" href="data:text/html,<script>window.parent.__pwned.push(\'data-link\')</script>">click</a>',
  svgScript: '<svg><script>window.__pwned.push("svg-script")</script></svg>',
  svgOnload: '<svg onload="window.__pwned.push(\'svg-onload\')"><circle r="4"/></svg>',
  svgAnimate: '<svg><a><animate attributeName="href" values="javascript:window.__pwned.push(\'svg-animate\')"/><text y="20">x</text></a></svg>',
  svgUse:
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='window.__pwned.push(1)'/></svg>#x\"/></svg>",
  mathml: '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned.push(\'math\')">',
  iframe: '<iframe srcdoc="<script>parent.__pwned.push(\'iframe\')</script>"></iframe>',
  object: '<object data="javascript:window.__pwned.push(\'object\')"></object><embed src="javascript:window.__pwned.push(\'embed\')">',
  form: '<form action="javascript:window.__pwned.push(\'form\')"><button id="f">go</button></form>',
  formaction: '<button formaction="javascript:window.__pwned.push(\'formaction\')">x</button>',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned.push(\'meta\')">',
  styleTag: '<style>@import "javascript:window.__pwned.push(\'style\')"; p { background: url(javascript:alert(1)) }</style><p>s</p>',
  styleAttr: '<p style="background:url(javascript:window.__pwned.push(\'style-attr\'))">s</p>',
  details: '<details open ontoggle="window.__pwned.push(\'ontoggle\')"><summary>x</summary></details>',
  mutation: '<noscript><p title="</noscript><img src=x onerror=window.__pwned.push(\'mxss\')>"></noscript>',
  template: '<template><img src=x onerror="window.__pwned.push(\'template\')"></template>',
  base: '<base href="javascript:window.__pwned.push(\'base\')//"><a href="/x">x</a>',
};

// sanitizeHtml gives TrustedHTML where the browser has Trusted Types (Chromium does): read as text.
describe('sanitizeHtml', () => {
  let nav: ReturnType<typeof captureNavigation> | undefined;
  afterEach(() => {
    nav?.stop();
    nav = undefined;
    configureKit({ apiBase: '' });
  });

  it('keeps ordinary announcement HTML', () => {
    const out = String(sanitizeHtml('<p>Deposit <strong>today</strong>: <a href="/m/rewardCenter">reward centre</a></p><ul><li>one</li></ul>'));
    expect(out).to.equal('<p>Deposit <strong>today</strong>: <a href="/m/rewardCenter">reward centre</a></p><ul><li>one</li></ul>');
  });

  it('reads anything that is not a string as empty', () => {
    expect(String(sanitizeHtml(undefined))).to.equal('');
    expect(String(sanitizeHtml(42))).to.equal('');
    expect(String(sanitizeHtml({ toString: () => '<script>x</script>' }))).to.equal('');
  });

  it('hostile HTML, inserted into the page, executes nothing', async () => {
    window.__pwned = [];
    const host = document.createElement('div');
    document.body.append(host);
    const shadowHost = document.createElement('div');
    document.body.append(shadowHost);
    const root = shadowHost.attachShadow({ mode: 'open' });
    try {
      for (const [name, html] of Object.entries(HOSTILE)) {
        const safe = String(sanitizeHtml(html));
        expect(safe, name).not.to.match(/<script|<svg|<math|<iframe|<object|<embed|<form|<style|<meta|<base|<template/i);
        expect(safe, name).not.to.match(/\son[a-z]+=/i);
        expect(safe, name).not.to.match(/javascript:|data:text/i);
        expect(safe, name).not.to.match(/\sstyle=/i);
        const box = document.createElement('section');
        box.innerHTML = safe;
        host.append(box);
        const shadowBox = document.createElement('section');
        shadowBox.innerHTML = safe;
        root.append(shadowBox);
      }
      // Give error/load handlers, toggles and refreshes their chance to run.
      await nextFrame(3);
      await waitFor(() => [...host.querySelectorAll('img'), ...root.querySelectorAll('img')].every((img) => img.complete)); // images loaded or failed
      await settled();
      for (const a of [...host.querySelectorAll('a'), ...root.querySelectorAll('a')]) {
        a.addEventListener('click', (e) => e.preventDefault(), { once: true });
        a.click();
      }
      for (const el of [...host.querySelectorAll('div, p'), ...root.querySelectorAll('div, p')]) {
        el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }
      await settled();
      expect(window.__pwned).to.deep.equal([]);
      expect(location.protocol).to.match(/^https?:$/);
    } finally {
      host.remove();
      shadowHost.remove();
      delete window.__pwned;
    }
  });

  it('control: the same harness does see unsanitised payloads run', async () => {
    window.__pwned = [];
    const box = document.createElement('section');
    document.body.append(box);
    try {
      box.innerHTML = HOSTILE.imgOnerror! + HOSTILE.details!;
      await waitFor(() => window.__pwned!.length === 2);
      expect([...window.__pwned!].sort()).to.deep.equal(['img-onerror', 'ontoggle']);
    } finally {
      box.remove();
      delete window.__pwned;
    }
  });

  it('drops style attributes and style tags but keeps their text out', () => {
    expect(String(sanitizeHtml('<p style="color:red" class="x">a</p>'))).to.equal('<p class="x">a</p>');
    expect(String(sanitizeHtml('<style>p{}</style><p>b</p>'))).to.equal('<p>b</p>');
  });

  it('opens http links in a new tab without an opener; root-relative images point at the platform', () => {
    configureKit({ apiBase: 'https://api.example.test' });
    const out = String(
      sanitizeHtml(
        '<a href="https://www.example.com/terms" target="_self">terms</a><a href="/m/register" target="_blank">reg</a><img src="/img/x.svg" width="10" height="10">',
      ),
    );
    const box = document.createElement('div');
    box.innerHTML = out;
    const [external, internal] = [...box.querySelectorAll('a')];
    expect(external!.getAttribute('target')).to.equal('_blank');
    expect(external!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(internal!.hasAttribute('target')).to.equal(false);
    expect(box.querySelector('img')!.getAttribute('src')).to.equal('https://api.example.test/img/x.svg');
  });

  it('htmlToText gives the plain text', () => {
    expect(htmlToText('<p>Hello <b>there</b></p><script>x()</script>')).to.equal('Hello there');
  });
});

describe('onContentClick', () => {
  function clickLink(href: string, onInApp?: (path: string) => void) {
    const box = document.createElement('div');
    box.innerHTML = String(sanitizeHtml(`<p><a href="${href}"><span>go</span></a></p>`));
    document.body.append(box);
    const handler = onContentClick(box, onInApp);
    box.addEventListener('click', (e) => handler(e));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.querySelector('span')!.dispatchEvent(event);
    box.remove();
    return event;
  }

  it('navigates in the app for links that do not start with http', () => {
    const nav = captureNavigation();
    const seen: string[] = [];
    try {
      const e = clickLink('/m/rewardCenter', (p) => seen.push(p));
      expect(e.defaultPrevented).to.equal(true);
      expect(nav.paths).to.deep.equal(['/m/rewardCenter']);
      expect(seen).to.deep.equal(['/m/rewardCenter']);
    } finally {
      nav.stop();
    }
  });

  it('opens http links externally in a new tab with noopener', () => {
    const nav = captureNavigation();
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    try {
      const e = clickLink('https://www.example.com/promotions');
      expect(e.defaultPrevented).to.equal(true);
      expect(opened).to.deep.equal([['https://www.example.com/promotions', '_blank', 'noopener,noreferrer']]);
      expect(nav.paths).to.deep.equal([]);
    } finally {
      window.open = original;
      nav.stop();
    }
  });
});

describe('sanitizeHtml and Trusted Types', () => {
  it('gives TrustedHTML made by the kit’s policy, and plain text through no HTML sink', () => {
    const out = sanitizeHtml('<p>a<script>x()</script></p>');
    const tt = (window as unknown as { trustedTypes?: { isHTML(v: unknown): boolean } }).trustedTypes;
    if (tt) expect(tt.isHTML(out)).to.equal(true);
    expect(String(out)).to.equal('<p>a</p>');
    const empty = sanitizeHtml('<script>x()</script>');
    expect(isEmptyHtml(empty)).to.equal(true);
    if (tt) expect(tt.isHTML(empty)).to.equal(true); // '' as a plain string is refused where Trusted Types are enforced
    expect(htmlToText('<p>a <b>b</b></p>')).to.equal('a b');
  });
});
