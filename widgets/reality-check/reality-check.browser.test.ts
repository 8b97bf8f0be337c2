import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  click,
  textOf,
  recordEvents,
  useFakeClock,
  playerTaps,
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { $session } from '../../core/stores/session.ts';
import { STILL_MS } from '../../core/app/still.ts';
import { realityCheckDue } from '../../core/stores/live.ts';
import { resetRgStores, rgInitialConfig } from '../responsible-gaming/testing.ts';
import './index.ts';

const nav = freshPageEachTest(resetRgStores);

const MIN = 60_000;
const START = new Date('2027-03-31T10:00:00Z').getTime();
const open = (el: Element) => q<HTMLDialogElement>(el, 'dialog')?.open === true;
/** The play session as the platform keeps it, read at `now`. */
const session = (now: number, over: Record<string, unknown> = {}) => ({
  startedAt: START,
  now,
  net: -42.5,
  intervalMinutes: 15,
  nextCheckAt: START + 15 * MIN,
  sessionLimitMinutes: null,
  endsAt: null,
  ...over,
});

describe('<mc-reality-check>', () => {
  it('shows nothing, asks nothing and loads no check without a player', async () => {
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': ok(rgInitialConfig()) }));
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/system/init').length > 0 });
    expect(open(el)).to.equal(false);
    expect(api.calls('/wps/rg/session')).to.have.length(0);
    // The check's own code (its calls, dialog, money format) comes with the first player it watches.
    const checkCode = () => performance.getEntriesByType('resource').filter((e) => /reality-check\/Watch/.test(e.name));
    expect(checkCode()).to.have.length(0);
    signInAs(0);
    await waitFor(() => checkCode().length > 0);
  });

  it('opens when the interval the platform times runs out, with time played and net result; Continue closes it until the next', async () => {
    signInAs(0);
    const clock = useFakeClock({ now: START + 5 * MIN });
    let now = START + 5 * MIN;
    const api = mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(rgInitialConfig()),
        'GET /wps/rg/session': () => ok(session(now)),
        'POST /wps/rg/session/continue': () => ok(session(now, { nextCheckAt: now + 15 * MIN })),
      }),
    );
    const events = recordEvents(document, 'mc-reality-check');
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/rg/session').length === 1 });
    expect(open(el)).to.equal(false);
    now = START + 15 * MIN;
    await clock.tickAsync(10 * MIN);
    await waitFor(() => open(el));
    expect(textOf(q(el, '#rc-title'))).to.equal('Reality check');
    expect(textOf(q(el, '#rc-text'))).to.equal('You have played for 0 h 15 min. Net result of this session: -¥ 42.50');
    expect(shadowQueryAll(el, '[part="actions"] button').map(textOf)).to.deep.equal(['Continue', 'Stop and sign out', 'View history']);

    click(shadowQueryAll(el, '[part="actions"] button')[0]!);
    await waitFor(() => !open(el));
    expect(api.calls('/wps/rg/session/continue')).to.have.length(1);
    expect(events.map((e) => e.detail)).to.deep.equal([{ action: 'continue', reason: 'interval' }]);
    // The next check is an interval later.
    now += 15 * MIN;
    await clock.tickAsync(15 * MIN);
    await waitFor(() => open(el));
  });

  it('asks at once when the platform says a check is due (the live stream), not at its own next tick', async () => {
    signInAs(0);
    let now = START + 5 * MIN;
    const api = mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(rgInitialConfig()),
        'GET /wps/rg/session': () => ok(session(now)),
      }),
    );
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/rg/session').length === 1 });
    expect(open(el)).to.equal(false);
    // The platform's clock says the interval ran out (the page's own timer is still 10 minutes away).
    now = START + 15 * MIN;
    realityCheckDue();
    await waitFor(() => open(el));
    expect(api.calls('/wps/rg/session')).to.have.length(2);
    expect(textOf(q(el, '#rc-title'))).to.equal('Reality check');
  });

  it('opens at once when the check fell due before the page loaded (the platform kept the time)', async () => {
    signInAs(0);
    const api = mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(rgInitialConfig()),
        'GET /wps/rg/session': ok(session(START + 70 * MIN)),
        'POST /wps/rg/session/continue': ok(session(START + 70 * MIN, { nextCheckAt: START + 85 * MIN })),
      }),
    );
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: open });
    expect(textOf(q(el, '#rc-text p'))).to.equal('You have played for 1 h 10 min.');
    // Looking at the history counts as having seen the check.
    click(shadowQueryAll(el, '[part="actions"] button')[2]!);
    await waitFor(() => nav.paths.includes('/m/gameRecord'));
    expect(api.calls('/wps/rg/session/continue')).to.have.length(1);
    // The navigation goes out in the answer's task; the dialog closes with the render after it.
    await waitFor(() => !open(el));
  });

  it('at the session time limit offers only Stop and View history; Stop signs out and goes home', async () => {
    signInAs(0);
    const now = START + 60 * MIN;
    mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(rgInitialConfig()),
        'GET /wps/rg/session': ok(session(now, { nextCheckAt: now + 5 * MIN, sessionLimitMinutes: 60, endsAt: now })),
      }),
    );
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: open });
    expect(textOf(q(el, '#rc-title'))).to.equal('Session time limit reached');
    const buttons = shadowQueryAll(el, '[part="actions"] button');
    expect(buttons.map(textOf)).to.deep.equal(['Stop and sign out', 'View history']);
    click(buttons[0]!);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect($session.get()).to.equal(null);
    await waitFor(() => !open(el));
  });

  it('stays away when the merchant switched the reality check off', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': ok(rgInitialConfig({ tools: { realityCheck: false } as never })) }));
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/system/init').length > 0 });
    expect(open(el)).to.equal(false);
    expect(api.calls('/wps/rg/session')).to.have.length(0);
  });

  it('a check that falls due while the player is tapping opens once they have been still for STILL_MS', async () => {
    signInAs(0);
    // Far ahead of the other tests' clocks: the input made here is in their future, which forgets it.
    const at = START + 1000 * MIN;
    const clock = useFakeClock({ now: at });
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': ok(rgInitialConfig()), 'GET /wps/rg/session': ok(session(at)) }));
    playerTaps();
    const el = await mount('<mc-reality-check></mc-reality-check>', { ready: () => api.calls('/wps/rg/session').length === 1 });
    for (let i = 0; i < 6; i++) {
      playerTaps();
      await clock.tickAsync(STILL_MS / 2);
      await nextFrame(2);
      expect(open(el)).to.equal(false);
    }
    await clock.tickAsync(STILL_MS);
    await waitFor(() => open(el));
    expect(textOf(q(el, '#rc-title'))).to.equal('Reality check');
  });
});
