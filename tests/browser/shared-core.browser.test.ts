/** One session core serves every element on the page: a change made once reaches all of them. */
import { describe, it, expect, mount, shadowQuery, waitFor, mockFetch, textOf } from './helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from './platform-fixtures.ts';
import { endSession } from '../../core/stores/session.ts';
import '../../widgets/header/index.ts';
import '../../widgets/footer/index.ts';

freshPageEachTest();

describe('the shared session core', () => {
  it('a sign-in reaches the header and the footer at once, and a sign-out both again', async () => {
    const api = mockFetch(platformRoutes());
    const header = await mount('<mc-header page="home"></mc-header>', { ready: (e) => shadowQuery(e, '.logo') });
    const footer = await mount('<mc-footer></mc-footer>', { ready: (e) => shadowQuery(e, 'nav') });
    expect(shadowQuery(footer, '.badge')).to.equal(null);
    signInAs(0);
    await waitFor(() => textOf(shadowQuery(header, '.balance')) === '¥ 12,345');
    await waitFor(() => textOf(shadowQuery(footer, '.badge')) === '3');
    expect(api.calls('/wps/wallets/balance')).to.have.length(1);
    expect(api.calls('/wps/member/info')).to.have.length(1);
    endSession();
    await waitFor(() => !shadowQuery(header, '.balance'));
    await waitFor(() => !shadowQuery(footer, '.badge'));
  });

  it('two headers on one page share one balance call', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes());
    const a = await mount('<mc-header page="home"></mc-header>');
    const b = await mount('<mc-header page="help"></mc-header>');
    await waitFor(() => textOf(shadowQuery(a, '.balance')) === '¥ 12,345' && textOf(shadowQuery(b, '.balance')) === '¥ 12,345');
    expect(api.calls('/wps/wallets/balance')).to.have.length(1);
  });
});
