import { useState } from 'react';
import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  shadowQuery,
  waitFor,
  click,
  textOf,
  oneEvent,
  mockFetch,
  ok,
  http,
  type MockReply,
  settled,
} from '../tests/browser/helpers.ts';
import { announcement, lobbyRoutes, resetLobby } from '../tests/browser/lobby-fixtures.ts';
import type { McReadyDetail } from '../core/events.ts';
import { define } from './define.ts';
import { useHost } from './base/host.ts';
import './notice-list/index.ts';

// The test element's own event, added to the kit's event map for this test.
declare module '../core/events.ts' {
  interface McEventMap {
    'mc-probe': { clicks: number };
  }
}

function Probe({ label, flag, count }: { label?: string; flag?: boolean; count?: number }) {
  const [clicks, setClicks] = useState(0);
  const { emit } = useHost();
  return (
    <button
      type="button"
      onClick={() => {
        setClicks(clicks + 1);
        emit('mc-probe', { clicks: clicks + 1 });
      }}
    >
      {`${label ?? 'none'}|${String(flag)}|${count ?? '-'}|${clicks}`}
    </button>
  );
}
const ProbeElement = define('mc-probe', Probe, { props: { label: 'string', flag: 'boolean', count: 'number' } });

function Broken(): never {
  throw new Error('kaput');
}
define('mc-broken', Broken);

/** Shows its content, with a popup whose own content loads only once it is opened. */
function WithPopup() {
  return (
    <>
      <p>content</p>
      <dialog>
        <div aria-busy="true" />
      </dialog>
    </>
  );
}
define('mc-with-popup', WithPopup);

const text = (el: Element) => textOf(shadowQuery(el, 'button'));

describe('define()', () => {
  it('defining a tag twice is a no-op that returns the first definition', () => {
    const again = define('mc-probe', () => null);
    expect(again).to.equal(ProbeElement);
    expect(customElements.get('mc-probe')).to.equal(ProbeElement);
  });

  it('renders into an open shadow root with the shared styles adopted', async () => {
    const el = await mount('<mc-probe label="hi"></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    expect(el.shadowRoot).not.to.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(shadowQuery(el, '.mc-root')!.getAttribute('part')).to.equal('base');
  });

  it('parses typed attributes: bare booleans are true, removal clears', async () => {
    const el = await mount('<mc-probe label="a" flag count="3"></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    expect(text(el)).to.equal('a|true|3|0');
    el.setAttribute('flag', 'false');
    await waitFor(() => text(el) === 'a|false|3|0');
    el.setAttribute('flag', '');
    await waitFor(() => text(el) === 'a|true|3|0');
    el.removeAttribute('flag');
    el.removeAttribute('label');
    await waitFor(() => text(el) === 'none|false|3|0');
  });

  it('takes properties as well as attributes', async () => {
    const el = await mount('<mc-probe></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    (el as HTMLElement & { label: string; count: number }).label = 'prop';
    (el as HTMLElement & { count: number }).count = 9;
    await waitFor(() => text(el) === 'prop|false|9|0');
  });

  it('emits events that bubble out of the shadow root', async () => {
    const el = await mount('<mc-probe></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    const heard = oneEvent<CustomEvent>(document, 'mc-probe');
    click(shadowQuery(el, 'button')!);
    const event = await heard;
    expect(event.detail).to.deep.equal({ clicks: 1 });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('keeps its state when moved in the page', async () => {
    const el = await mount('<mc-probe label="m"></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    click(shadowQuery(el, 'button')!);
    await waitFor(() => text(el) === 'm|false|-|1');
    const other = document.createElement('section');
    el.parentElement!.append(other);
    other.append(el);
    await settled();
    expect(text(el)).to.equal('m|false|-|1');
  });

  it('a component that throws shows a message and a retry, and tells the page', async () => {
    const heard = oneEvent<CustomEvent>(document, 'mc-error');
    const el = await mount('<mc-broken></mc-broken>');
    expect((await heard).detail).to.deep.equal({ kind: 'render', message: 'kaput', source: 'mc-broken' });
    await waitFor(() => shadowQuery(el, '[role="alert"]'));
    expect(textOf(shadowQuery(el, '[role="alert"]'))).to.contain('Unknown error');
    expect(textOf(shadowQuery(el, '[role="alert"] button'))).to.equal('Retry');
  });
});

describe('mc-ready', () => {
  const ANNOUNCEMENTS = 'GET /wps/relay/MCSFE_getListAnnouncements';
  let heard: { tag: string; busy: boolean; text: string; retry: boolean }[];
  /** Every mc-ready on document, with what the element showed at that moment. */
  const listener = (event: Event) => {
    const el = event.composedPath()[0] as HTMLElement;
    heard.push({
      tag: (event as CustomEvent<McReadyDetail>).detail.tag,
      busy: !!shadowQuery(el, '[aria-busy="true"]'),
      text: textOf(el.shadowRoot),
      retry: !!shadowQuery(el, '[role="alert"] button'),
    });
  };
  const readyOf = (tag: string) => heard.filter((h) => h.tag === tag);
  beforeEach(() => {
    resetLobby();
    heard = [];
    document.addEventListener('mc-ready', listener);
  });
  afterEach(() => document.removeEventListener('mc-ready', listener));

  it('a list whose data call is held is not ready until the answer is released, then once, showing its items', async () => {
    let release!: (reply: MockReply) => void;
    const held = new Promise<MockReply>((resolve) => (release = resolve));
    const api = mockFetch(lobbyRoutes({ [ANNOUNCEMENTS]: () => held }));
    const el = await mount('<mc-notice-list></mc-notice-list>', {
      ready: (e) => shadowQuery(e, '[aria-busy="true"]') && api.calls('/wps/relay/MCSFE_getListAnnouncements').length === 1,
    });
    expect(readyOf('mc-notice-list')).to.deep.equal([]);

    release(ok([announcement('R1', { title: 'Released' })]));
    await waitFor(() => readyOf('mc-notice-list').length === 1);
    expect(readyOf('mc-notice-list')[0]).to.deep.include({ busy: false, retry: false });
    expect(readyOf('mc-notice-list')[0]!.text).to.contain('Released');
    expect(textOf(el.shadowRoot)).to.contain('Released');
  });

  it('a list whose load failed is ready with its retry showing', async () => {
    mockFetch(lobbyRoutes({ [ANNOUNCEMENTS]: http(500) }));
    await mount('<mc-notice-list></mc-notice-list>');
    await waitFor(() => readyOf('mc-notice-list').length === 1);
    expect(readyOf('mc-notice-list')[0]).to.deep.include({ busy: false, retry: true });
  });

  it('an element with nothing to load is ready after its first render, once', async () => {
    const el = await mount('<mc-probe label="r"></mc-probe>', { ready: (e) => shadowQuery(e, 'button') });
    await waitFor(() => readyOf('mc-probe').length > 0);
    click(shadowQuery(el, 'button')!);
    await waitFor(() => text(el) === 'r|false|-|1');
    expect(readyOf('mc-probe')).to.have.length(1);
  });

  it('what waits inside a closed dialog does not hold the element back', async () => {
    await mount('<mc-with-popup></mc-with-popup>');
    await waitFor(() => readyOf('mc-with-popup').length === 1);
    expect(readyOf('mc-with-popup')[0]!.text).to.contain('content');
  });

  it('an element that failed to render tells mc-error, then is ready showing its retry', async () => {
    const order: string[] = [];
    const note = (e: Event) => order.push(e.type);
    document.addEventListener('mc-error', note);
    document.addEventListener('mc-ready', note);
    try {
      await mount('<mc-broken></mc-broken>');
      await waitFor(() => readyOf('mc-broken').length === 1);
      expect(order).to.deep.equal(['mc-error', 'mc-ready']);
      expect(readyOf('mc-broken')[0]).to.deep.include({ busy: false, retry: true });
    } finally {
      document.removeEventListener('mc-error', note);
      document.removeEventListener('mc-ready', note);
    }
  });
});
