/**
 * The loader (kit/loader.ts) on a partner page, whose platform is another origin (127.0.0.1 where
 * the tests run on localhost): it opens the connection to the platform as soon as it sees an
 * element that renders in the platform's frame, before the frame host's code is in.
 */
import { describe, it, expect, waitFor } from '../tests/browser/helpers.ts';

const platform = `http://127.0.0.1:${location.port}`;
const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

// What the kit's build writes into the loader (vite.kit.config.ts), as globals the unbundled module reads.
Object.assign(globalThis, {
  __MC_VERSION__: '0.0.0-test',
  __MC_TAG_NAMES__: ['register', 'jackpot'],
  __MC_RUNTIMES__: { lite: '/tests/browser/fixtures/kit/runtime.js', react: '/tests/browser/fixtures/kit/runtime.js' },
});

/** Adds the loader as a partner page does: a module script with the platform in data-api. */
async function addLoader(): Promise<void> {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = new URL('/kit/loader.ts', location.href).href;
  script.dataset.api = platform;
  script.dataset.merchant = 'MC01';
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', reject, { once: true });
  });
  document.head.append(script);
  await loaded;
}

describe('the loader on a partner page', () => {
  it('warms the connection to the platform once it sees a framed element, before the frame is there; once for the page', async () => {
    await addLoader();
    await waitFor(() => (window as unknown as { mcKit?: unknown }).mcKit !== undefined);
    expect(preconnects()).to.have.length(0);

    // Whether the element had its frame when the hint went in.
    let framedAtHint: boolean | undefined;
    const observer = new MutationObserver(() => {
      framedAtHint ??= preconnects().length > 0 ? document.querySelector('mc-register')?.shadowRoot?.querySelector('iframe') != null : undefined;
    });
    observer.observe(document.head, { childList: true });
    document.body.append(document.createElement('mc-register'), document.createElement('mc-register'));
    const [hint] = await waitFor(() => (preconnects().length > 0 ? preconnects() : null));
    observer.disconnect();
    expect(hint!.href).to.equal(`${platform}/`);
    expect(framedAtHint).to.equal(false);

    // More framed elements, and one of the page (whose runtime watches the session through a frame): no second hint.
    document.body.append(document.createElement('mc-register'), document.createElement('mc-jackpot'));
    await waitFor(() => document.querySelector('mc-register')?.shadowRoot?.querySelector('iframe'));
    expect(preconnects()).to.have.length(1);
  });
});
