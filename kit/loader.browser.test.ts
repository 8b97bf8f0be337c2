/**
 * The loader (kit/loader.ts) on a partner page, whose platform is another origin (127.0.0.1 where
 * the tests run on localhost): it opens the frame of an element that renders in the platform's
 * frame as soon as it sees the element, before the frame host's code is in.
 */
import { describe, it, expect, waitFor } from '../tests/browser/helpers.ts';
import { addLoader } from '../tests/browser/loader-page.ts';

const platform = `http://127.0.0.1:${location.port}`;
const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

describe('the loader on a partner page', () => {
  it("opens a framed element's frame at once, before the frame host's code is in, and warms the connection once for the page", async () => {
    await addLoader({ api: platform, tags: ['register', 'jackpot'], runtime: '/tests/browser/fixtures/kit/runtime.js' });
    expect(preconnects()).to.have.length(0);

    // Whether the element had its frame when the loader asked for the frame host's code (and put in the hint).
    let framedAtHint: boolean | undefined;
    const observer = new MutationObserver(() => {
      framedAtHint ??= preconnects().length > 0 ? document.querySelector('mc-register')?.shadowRoot?.querySelector('iframe') != null : undefined;
    });
    observer.observe(document.head, { childList: true });
    const first = Object.assign(document.createElement('mc-register'), { id: 'first' });
    first.setAttribute('affiliate-code', 'AFF001');
    document.body.append(first, document.createElement('mc-register'));
    const [hint] = await waitFor(() => (preconnects().length > 0 ? preconnects() : null));
    observer.disconnect();
    expect(hint!.href).to.equal(`${platform}/`);
    expect(framedAtHint).to.equal(true);

    // The frame's address: the platform's frame page of this kit version, for this tag, its attributes and this page.
    const address = new URL(first.shadowRoot!.querySelector('iframe')!.src);
    expect(address.origin + address.pathname).to.equal(`${platform}/kit/0.0.0-test/frame.html`);
    expect(Object.fromEntries(address.searchParams)).to.include({
      origin: location.origin,
      tag: 'mc-register',
      merchant: 'MC01',
      build: 'lite',
      'a.affiliate-code': 'AFF001',
    });
    expect(address.searchParams.has('a.id')).to.equal(false);
    expect(address.hash).to.match(/^#page=[0-9a-f]{32}$/);
    const second = new URL(document.querySelectorAll('mc-register')[1]!.shadowRoot!.querySelector('iframe')!.src);
    expect(second.hash).to.equal(address.hash);

    // More framed elements, and one of the page (whose runtime watches the session through a frame): no second hint.
    document.body.append(document.createElement('mc-register'), document.createElement('mc-jackpot'));
    await waitFor(() => document.querySelectorAll('mc-register')[2]?.shadowRoot?.querySelector('iframe'));
    // Each element has the one frame the loader opened, adopted by the frame host.
    await waitFor(() => customElements.get('mc-register'));
    for (const el of document.querySelectorAll('mc-register')) expect(el.shadowRoot!.querySelectorAll('iframe')).to.have.length(1);
    expect(preconnects()).to.have.length(1);
  });
});
