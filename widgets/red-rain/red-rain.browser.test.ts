import { describe, it, expect, mount, q, waitFor, mockFetch, ok, textOf, useFakeClock } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { countdownText } from './RedRain.tsx';
import './index.ts';

freshPageEachTest();

describe('<mc-red-rain>', () => {
  it('countdown text', () => {
    expect(countdownText(10_000 + 3_723_000, 10_000)).to.equal('1:02:03');
    expect(countdownText(65_000, 0)).to.equal('1:05');
    expect(countdownText(0, 5_000)).to.equal('0:00');
  });

  it('says when the next rain starts and counts down to it; at zero it asks the platform again', async () => {
    const start = new Date(2026, 0, 5, 11, 59, 0).getTime();
    const clock = useFakeClock({ now: start });
    signInAs(1, 'agent');
    let calls = 0;
    mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/redRain': () => {
            calls++;
            return calls === 1
              ? ok({ startAt: start + 60_000, endAt: start + 660_000, active: false, pool: 8888 })
              : ok({ startAt: start + 60_000, endAt: start + 660_000, active: true, pool: 8888 });
          },
        },
      ),
    );
    const el = await mount('<mc-red-rain></mc-red-rain>', { ready: (e) => q(e, 'time') });
    expect(textOf(q(el, '.rain-title'))).to.equal('Next red-envelope rain');
    expect(textOf(q(el, 'time'))).to.equal('1:00');
    expect(textOf(q(el, '.note'))).to.equal('Prize pool 8,888.00');
    await clock.tickAsync(30_000);
    await waitFor(() => textOf(q(el, 'time')) === '0:30');
    await clock.tickAsync(30_000);
    await waitFor(() => textOf(q(el, '.rain-title')) === 'Red envelopes are falling now!');
    expect(calls).to.equal(2);
    expect(textOf(q(el, 'time'))).to.equal('10:00');
  });
});
