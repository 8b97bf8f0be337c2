/**
 * The partner page's side of the kit's frames (kit/frame-host.ts), against stand-in frame pages
 * on another origin (127.0.0.1 where the tests run on localhost): a dialog inside a frame covers
 * the viewport and gives the focus back; a frame the platform refused tells the page at once; the
 * live events the frames pass on reach the page once each.
 */
import { describe, it, expect, afterEach, waitFor, oneEvent, recordEvents } from '../tests/browser/helpers.ts';
import { createFrameHost, type FrameHost } from './frame-host.ts';
import { frameOpener } from './frame-opener.ts';

const platform = `http://127.0.0.1:${location.port}`;
const openerFor = (fixture: 'alive' | 'refused') =>
  frameOpener(
    { kitBase: `${platform}/tests/browser/fixtures/frames/${fixture}/`, merchant: 'MC01', lang: () => 'EN', build: 'lite', pageId: 'test' },
    platform,
  );
const hostFor = (fixture: 'alive' | 'refused'): FrameHost => createFrameHost({ platform, site: platform, opener: openerFor(fixture) });

const alive = hostFor('alive');
const refused = hostFor('refused');
customElements.define('mc-test-framed', alive.elementFor('mc-test-framed'));
customElements.define('mc-test-refused', refused.elementFor('mc-test-refused'));

const frameOf = (el: Element) => el.shadowRoot!.querySelector('iframe')!;

afterEach(() => {
  for (const el of document.querySelectorAll('mc-test-framed, mc-test-refused, .box, .outside')) el.remove();
});

describe('a dialog inside a frame', () => {
  it('covers the whole viewport, above the page, even inside a small, clipped and transformed box; then goes back and gives the focus back', async () => {
    const outside = document.createElement('button');
    outside.className = 'outside';
    outside.textContent = 'On the page';
    document.body.append(outside);
    // Hostile surroundings: a tiny clipped box, scaled, under a page element with a huge z-index.
    const box = document.createElement('div');
    box.className = 'box';
    box.style.cssText = 'width:80px;height:40px;overflow:hidden;transform:scale(0.5);position:relative;z-index:1';
    const cover = document.createElement('div');
    cover.className = 'box';
    cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none';
    document.body.append(cover);
    const el = document.createElement('mc-test-framed');
    box.append(el);
    document.body.append(box);
    const frame = await waitFor(() => (frameOf(el)?.style.height === '120px' ? frameOf(el) : null));
    outside.focus();

    frame.contentWindow!.postMessage({ test: 'cover', on: true }, platform);
    await waitFor(() => frame.matches(':popover-open'));
    const rect = frame.getBoundingClientRect();
    expect([rect.left, rect.top, rect.width, rect.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    // Above everything the page stacks: the frame is what a tap in the middle of the screen reaches.
    expect(document.elementFromPoint(innerWidth / 2, innerHeight / 2)).to.equal(el);
    expect(document.activeElement).to.equal(el);

    frame.contentWindow!.postMessage({ test: 'cover', on: false }, platform);
    await waitFor(() => !frame.matches(':popover-open'));
    expect(frame.hasAttribute('popover')).to.equal(false);
    expect(frame.getBoundingClientRect().height).to.be.below(innerHeight);
    expect(frame.style.height).to.equal('120px');
    expect(document.activeElement).to.equal(outside);
  });

  it('from the hidden frame (no element on the page) shows too, and is hidden from assistive technology again after', async () => {
    const before = new Set(document.querySelectorAll('mc-kit-frame'));
    await hostFor('alive').getSession();
    const box = [...document.querySelectorAll('mc-kit-frame')].find((b) => !before.has(b))!;
    const frame = box.shadowRoot!.querySelector('iframe')!;
    expect(box.getAttribute('aria-hidden')).to.equal('true');
    frame.contentWindow!.postMessage({ test: 'cover', on: true }, platform);
    await waitFor(() => frame.matches(':popover-open'));
    expect(frame.getBoundingClientRect().width).to.equal(innerWidth);
    expect(box.hasAttribute('aria-hidden')).to.equal(false);
    frame.contentWindow!.postMessage({ test: 'cover', on: false }, platform);
    await waitFor(() => !frame.matches(':popover-open'));
    expect(box.getAttribute('aria-hidden')).to.equal('true');
  });
});

describe('a toast raised inside a frame', () => {
  it('shows on the page over its viewport, announced, then goes; a failure is an alert', async () => {
    const el = document.createElement('mc-test-framed');
    document.body.append(el);
    const frame = await waitFor(() => (frameOf(el)?.style.height === '120px' ? frameOf(el) : null));
    frame.contentWindow!.postMessage({ test: 'toast', kind: 'info', text: 'Saved' }, platform);
    const toast = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('mc-kit-toast');
      return box && !box.hidden ? box : null;
    });
    const line = toast.shadowRoot!.querySelector('p')!;
    expect(line.textContent).to.equal('Saved');
    expect(line.getAttribute('role')).to.equal('status');
    const rect = line.getBoundingClientRect();
    expect(rect.bottom).to.be.at.most(innerHeight);
    expect(rect.bottom).to.be.above(innerHeight - 120);
    await waitFor(() => toast.hidden);
    frame.contentWindow!.postMessage({ test: 'toast', kind: 'fail', text: 'Network slow or offline' }, platform);
    await waitFor(() => !toast.hidden && line.textContent === 'Network slow or offline');
    expect(line.getAttribute('role')).to.equal('alert');
  });
});

describe('live events from the frames', () => {
  it('reach the page once each as mc-live on document, however many frames pass them on, with the fields a partner may know', async () => {
    const els = [document.createElement('mc-test-framed'), document.createElement('mc-test-framed')];
    document.body.append(...els);
    const frames = await Promise.all(els.map((el) => waitFor(() => (frameOf(el)?.style.height === '120px' ? frameOf(el) : null))));
    const heard = recordEvents<CustomEvent>(document, 'mc-live');
    const pass = (id: string, detail: unknown) => {
      for (const frame of frames) frame.contentWindow!.postMessage({ test: 'live', id, detail }, platform);
    };
    pass('7', { type: 'inbox', unread: 3, token: 'never' });
    pass('8', { type: 'moneyOrder', id: 'D1', status: 'approved', amount: 10 });
    pass('9', { type: 'sessionEnded', cause: 'signed-out' });
    pass('9', { type: 'sessionEnded', cause: 'signed-out' });
    // A last event after them: once it is heard, everything before it has been (messages keep their order).
    pass('10', { type: 'inbox', unread: 0 });
    await waitFor(() => heard.some((e) => (e.detail as { unread?: number }).unread === 0));
    expect(heard.map((e) => e.detail)).to.deep.equal([
      { type: 'inbox', unread: 3 },
      { type: 'sessionEnded', cause: 'signed-out' },
      { type: 'inbox', unread: 0 },
    ]);
  });
});

describe('a frame the loader opened before the host was in', () => {
  it('is adopted as it is (not loaded again), and what its page said meanwhile is heard: its height, its title, who is signed in', async () => {
    const opener = openerFor('alive');
    const el = document.createElement('mc-test-early');
    el.className = 'box';
    document.body.append(el);
    let loads = 0;
    const said: string[] = [];
    const listen = (event: MessageEvent) => event.source === frameOf(el)?.contentWindow && said.push(event.data?.type);
    addEventListener('message', listen);
    try {
      opener.openEarly(el);
      const iframe = frameOf(el);
      iframe.addEventListener('load', () => loads++);
      expect(iframe.src).to.contain('tag=mc-test-early');
      // Its page has said all it says by itself (ready, session, size) before any host exists.
      await waitFor(() => said.includes('size') && loads === 1);
      expect(iframe.style.height).to.equal('320px');

      const host = createFrameHost({ platform, site: platform, opener });
      customElements.define('mc-test-early', host.elementFor('mc-test-early'));
      expect(frameOf(el)).to.equal(iframe);
      expect(iframe.style.height).to.equal('120px');
      expect(iframe.title).to.equal('Test frame');
      // The session message was heard too: the host answers from it, without a frame of its own.
      const before = document.querySelectorAll('mc-kit-frame').length;
      expect(await host.getSession()).to.equal(null);
      expect(document.querySelectorAll('mc-kit-frame').length).to.equal(before);
      expect(loads).to.equal(1);
    } finally {
      removeEventListener('message', listen);
    }
  });
});

describe('a frame the platform refused', () => {
  it('raises mc-error of kind origin on its element, and every call waiting on a frame rejects', async () => {
    const el = document.createElement('mc-test-refused');
    const error = oneEvent(el, 'mc-error', 30_000);
    document.body.append(el);
    const session = refused.getSession().then(
      () => 'answered',
      (e: Error) => e.message,
    );
    const detail = ((await error) as CustomEvent<{ kind: string; message: string }>).detail;
    expect(detail.kind).to.equal('origin');
    expect(await session).to.match(/refused this page's origin/);
    // Later calls are refused at once.
    const later = await refused.signOut().then(
      () => 'answered',
      (e: Error) => e.message,
    );
    expect(later).to.match(/refused this page's origin/);
  });
});
