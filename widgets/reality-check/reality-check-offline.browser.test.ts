// In a file of its own: the check's code must not be in this document yet.
import { describe, it, expect, mount, q, waitFor, mockFetch, ok, goOffline } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { resetRgStores, rgInitialConfig } from '../responsible-gaming/testing.ts';
import './index.ts';

freshPageEachTest(resetRgStores);

const MIN = 60_000;
const START = new Date('2027-03-31T10:00:00Z').getTime();
const due = { startedAt: START, now: START + 70 * MIN, net: 0, intervalMinutes: 15, nextCheckAt: START + 15 * MIN, sessionLimitMinutes: null, endsAt: null };

describe('<mc-reality-check> offline', () => {
  it('a player signed in offline gets the check once the browser is back online, without a reload', async () => {
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': ok(rgInitialConfig()), 'GET /wps/rg/session': ok(due) }));
    const checkCode = () => performance.getEntriesByType('resource').filter((e) => /reality-check\/Watch/.test(e.name));
    const backOnline = goOffline();
    signInAs(0);
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/system/init').length > 0 });
    // Offline, the check's code is not asked for: a download tried now would stay failed for the page.
    expect(checkCode()).to.have.length(0);
    expect(q<HTMLDialogElement>(el, 'dialog')).to.equal(null);
    backOnline();
    await waitFor(() => q<HTMLDialogElement>(el, 'dialog')?.open === true);
    expect(checkCode()).to.have.length(1);
  });
});
