import { useState } from 'react';
import { describe, it, expect, mount, shadowQuery, waitFor, click, textOf, oneEvent } from '../tests/browser/helpers.ts';
import { define } from './define.ts';
import { useHost } from './base/host.ts';

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
    await new Promise((r) => setTimeout(r, 20));
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
