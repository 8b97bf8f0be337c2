// In a file of its own: the sanitiser's code must not be in this document yet.
import { describe, it, expect, mount, q, shadowQueryAll, waitFor, nextFrame, mockFetch, ok, textOf, goOffline } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import '../help-centre/index.ts';

freshPageEachTest();

describe('an element that shows the platform’s HTML, offline', () => {
  it('shows its loading state while the sanitiser cannot come, asks for it once the device is back, then shows the content', async () => {
    const sanitizerCode = () => performance.getEntriesByType('resource').filter((e) => /widgets\/base\/sanitize\.ts/.test(e.name));
    mockFetch({ 'GET /wps/system/helpCenter': ok([{ title: 'How do I register?', content: '<p>Tap <b>Register</b>.</p>' }]) });
    const backOnline = goOffline();
    const el = await mount('<mc-help-centre></mc-help-centre>', { ready: (e) => q(e, '.mc-state[aria-busy="true"]') });
    await nextFrame(5);
    // A download tried now would stay failed for the rest of the page, and the help would never show.
    expect(sanitizerCode()).to.have.length(0);
    expect(shadowQueryAll(el, '.item')).to.have.length(0);
    backOnline();
    await waitFor(() => textOf(q(el, '.content')) === 'Tap Register.');
    expect(sanitizerCode().length).to.be.greaterThan(0);
  });
});
