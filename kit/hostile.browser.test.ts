/**
 * Elements on a page whose global CSS resets everything (* { all: unset }), hides every div and
 * sets huge fonts look as they do on a plain page: same boxes, same type, still visible.
 * (embed/hostile.html is the demo page of this.)
 */
import { describe, it, expect, afterEach, mount, shadowQuery, shadowQueryAll, mockFetch, waitFor, textOf, unmountAll } from '../tests/browser/helpers.ts';
import { platformRoutes, resetStores } from '../tests/browser/platform-fixtures.ts';
import { toast } from '../widgets/base/feedback.ts';
import { $toast } from '../core/stores/toast.ts';
import '../widgets/header/index.ts';
import '../widgets/footer/index.ts';
import '../widgets/login/index.ts';
import '../widgets/toast/index.ts';

const HOSTILE = `
  * { all: unset; }
  div { display: none; }
  html { font-size: 48px; }
  body { font-size: 40px; line-height: 3; letter-spacing: 0.3em; text-transform: uppercase; color: #f0f; font-family: cursive; }
  button, input, span, p, nav, form, header, footer, img { font-size: 60px !important; margin: 20px; padding: 30px; border: 5px dashed red; }
`;

let sheet: CSSStyleSheet | undefined;
function hostile(on: boolean) {
  if (on) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(HOSTILE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else if (sheet) {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    sheet = undefined;
  }
}
afterEach(() => hostile(false));

interface Look {
  host: { display: string; width: number; height: number };
  parts: Record<string, { width: number; height: number; fontSize: string; color: string; display: string; textTransform: string; letterSpacing: string }>;
}

/** What a partner would notice: the host box, and the size, type and colour of the main pieces. */
function look(el: HTMLElement, selectors: string[]): Look {
  const box = el.getBoundingClientRect();
  const parts: Look['parts'] = {};
  for (const s of selectors) {
    const node = shadowQuery(el, s)!;
    expect(node, `${el.localName} ${s}`).to.not.equal(null);
    const r = node.getBoundingClientRect();
    const cs = getComputedStyle(node);
    parts[s] = {
      width: Math.round(r.width),
      height: Math.round(r.height),
      fontSize: cs.fontSize,
      color: cs.color,
      display: cs.display,
      textTransform: cs.textTransform,
      letterSpacing: cs.letterSpacing,
    };
  }
  return { host: { display: getComputedStyle(el).display, width: Math.round(box.width), height: Math.round(box.height) }, parts };
}

/** A 360 px column that the page's CSS cannot change (inline !important), for both runs. */
function column(): HTMLElement {
  const section = document.createElement('section');
  section.style.setProperty('display', 'block', 'important');
  section.style.setProperty('width', '360px', 'important');
  document.body.append(section);
  return section;
}

async function mountIn(section: HTMLElement, html: string, ready: (e: HTMLElement) => unknown): Promise<HTMLElement> {
  const el = await mount<HTMLElement>(html, { ready, parent: section });
  // mount() wraps the element in a div, and on this page every div is hidden: not the element's business.
  (el.parentElement as HTMLElement).style.setProperty('display', 'block', 'important');
  await waitFor(() => ready(el));
  return el;
}

async function compare(html: string, ready: (e: HTMLElement) => unknown, selectors: string[]) {
  mockFetch(platformRoutes());
  const first = column();
  const plain = look(await mountIn(first, html, ready), selectors);
  unmountAll();
  first.remove();
  resetStores();
  hostile(true);
  const second = column();
  try {
    const hostileLook = look(await mountIn(second, html, ready), selectors);
    expect(hostileLook).to.deep.equal(plain);
    expect(hostileLook.host.height).to.be.greaterThan(20);
  } finally {
    second.remove();
  }
}

describe('elements on a page with hostile global CSS', () => {
  it('<mc-login> keeps its form, fields, type and button', async () => {
    await compare('<mc-login></mc-login>', (e) => shadowQuery(e, '#login-username'), ['form', '#login-username', 'button[type="submit"]', 'h1']);
  });

  it('<mc-header> keeps its bar and buttons', async () => {
    await compare('<mc-header page="home"></mc-header>', (e) => shadowQueryAll(e, 'button').some((b) => textOf(b) === 'Register'), [
      'header',
      '.logo',
      '.btn-primary',
    ]);
  });

  it('<mc-footer> keeps its bar and labels', async () => {
    await compare('<mc-footer active="home"></mc-footer>', (e) => shadowQuery(e, 'nav'), ['nav', '.label', '[part="deposit"]']);
  });

  it('the toast stays a fixed overlay', async () => {
    resetStores();
    hostile(true);
    toast('info', 'in_no_data', 5000);
    const el = await waitFor(() => document.querySelector('mc-toast'));
    await waitFor(() => shadowQuery(el, '.toast'));
    const cs = getComputedStyle(el);
    expect([cs.position, cs.pointerEvents, cs.zIndex]).to.deep.equal(['fixed', 'none', '2147483000']);
    expect(getComputedStyle(shadowQuery(el, '.text')!).fontSize).to.equal('14px');
    $toast.set(null);
    el.remove();
  });
});
