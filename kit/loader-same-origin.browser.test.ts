/**
 * The loader on the platform's own origin (data-api is the page's): `window.mcKit`'s session and
 * site calls go to the runtime's page API (kit/page-api.ts), which comes with the first of them;
 * offline, the runtime is asked for once the device is back.
 */
import { describe, it, expect, nextFrame } from '../tests/browser/helpers.ts';
import { addLoader } from '../tests/browser/loader-page.ts';
import { startSession } from '../core/stores/session.ts';

describe('the loader on the platform’s own origin', () => {
  it('answers the session and site calls from the runtime, whose page API comes with the first of them; offline, once back online', async () => {
    const kit = await addLoader({ api: location.origin, tags: ['register'], runtime: '/kit/runtime.ts' });
    const asked = (path: string) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path);

    // Offline, the runtime is asked for once the device is back: the browser would keep the failure.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let answered = false;
    const first = kit.getSession().finally(() => (answered = true));
    try {
      await nextFrame();
      await nextFrame();
      expect(answered).to.equal(false);
      expect(asked('/kit/runtime.ts')).to.equal(false);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    }
    expect(await first).to.equal(null);
    expect(asked('/kit/runtime.ts')).to.equal(true);
    expect(asked('/kit/page-api.ts')).to.equal(true);
    startSession({ token: 'tok_0123456789abcdef', id: '7', merchantCode: 'MC01', userName: 'site-player', type: 0, firstTimeLogin: false });
    expect(await kit.getSession()).to.deep.equal({ userName: 'site-player', type: 0 });
    expect(await kit.siteUrl('/m/home')).to.equal(`${location.origin}/m/home`);
    let refused: unknown;
    await kit.siteUrl('//elsewhere.example/m/home').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(TypeError);
    await kit.clearSession();
    expect(await kit.getSession()).to.equal(null);
  });
});
