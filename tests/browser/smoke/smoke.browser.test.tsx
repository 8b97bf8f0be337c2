/**
 * Infrastructure proof: a React component, turned into a custom element by r2wc with an open
 * shadow root, reading a nanostores atom through @nanostores/react, renders in real Chromium,
 * follows the atom, takes a click and reflects an attribute.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { describe, it, beforeEach, expect, mount, shadowGet, textOf, waitFor, oneEvent, click } from '../helpers.ts';

const $count = atom(0);

function SmokeCounter({ label }: { label?: string }) {
  const count = useStore($count);
  return (
    <button
      type="button"
      part="button"
      onClick={(e) => {
        $count.set(count + 1);
        e.currentTarget.dispatchEvent(new CustomEvent('mc-smoke', { detail: { count: count + 1 }, bubbles: true, composed: true }));
      }}
    >
      {label ?? 'Count'}: {count}
    </button>
  );
}

if (!customElements.get('mc-smoke-counter')) {
  customElements.define('mc-smoke-counter', r2wc(SmokeCounter, { shadow: 'open', props: { label: 'string' } }));
}

describe('smoke: r2wc + React 19 + nanostores in Chromium', () => {
  beforeEach(() => $count.set(0));

  it('renders inside an open shadow root', async () => {
    const el = await mount('<mc-smoke-counter label="Taps"></mc-smoke-counter>');
    expect(el.shadowRoot, 'shadow root').to.exist;
    expect(textOf(shadowGet(el, 'button'))).to.equal('Taps: 0');
    expect(el.querySelector('button'), 'nothing in light DOM').to.equal(null);
  });

  it('follows the atom', async () => {
    const el = await mount('<mc-smoke-counter></mc-smoke-counter>');
    $count.set(41);
    await waitFor(() => expect(textOf(shadowGet(el, 'button'))).to.equal('Count: 41'));
  });

  it('handles a click and fires a composed event', async () => {
    const el = await mount('<mc-smoke-counter></mc-smoke-counter>');
    const event = oneEvent<CustomEvent<{ count: number }>>(el, 'mc-smoke');
    click(shadowGet(el, 'button'));
    expect((await event).detail.count).to.equal(1);
    expect($count.get()).to.equal(1);
    await waitFor(() => expect(textOf(shadowGet(el, 'button'))).to.equal('Count: 1'));
  });

  it('re-renders on an attribute change', async () => {
    const el = await mount('<mc-smoke-counter label="A"></mc-smoke-counter>');
    el.setAttribute('label', 'B');
    await waitFor(() => expect(textOf(shadowGet(el, 'button'))).to.equal('B: 0'));
  });
});
