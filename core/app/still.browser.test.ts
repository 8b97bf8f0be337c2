import { describe, it, expect, useFakeClock, playerTaps } from '../../tests/browser/helpers.ts';
import { STILL_MS, holdStill, pageChanged, whenStill } from './still.ts';

// Days ahead of the real clock, each test further: what one test did is in the past of the next
// by days, and that of tests in other files in its future, which the module forgets.
let days = 0;
const ahead = () => Date.now() + 86_400_000 * ++days;

describe('whenStill', () => {
  it('waits STILL_MS after a tap, and while the page changes under the player, then runs', async () => {
    const clock = useFakeClock({ now: ahead() });
    const ran: string[] = [];
    playerTaps();
    whenStill(() => ran.push('still'));
    await clock.tickAsync(STILL_MS - 1);
    expect(ran).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(ran).to.deep.equal(['still']);

    const release = holdStill();
    whenStill(() => ran.push('after the change'));
    await clock.tickAsync(STILL_MS * 3);
    expect(ran).to.deep.equal(['still']);
    release(); // the release counts as a change: a second more
    await clock.tickAsync(STILL_MS - 1);
    expect(ran).to.deep.equal(['still']);
    await clock.tickAsync(1);
    expect(ran).to.deep.equal(['still', 'after the change']);
  });

  it('with inputOnly, the page changing under the player does not count; their taps do', async () => {
    const clock = useFakeClock({ now: ahead() });
    const ran: string[] = [];
    const release = holdStill();
    try {
      pageChanged();
      whenStill(() => ran.push('at once'), { inputOnly: true });
      expect(ran).to.deep.equal(['at once']);

      playerTaps();
      whenStill(() => ran.push('a second after the tap'), { inputOnly: true });
      whenStill(() => ran.push('after the release'));
      await clock.tickAsync(STILL_MS - 1);
      expect(ran).to.deep.equal(['at once']);
      await clock.tickAsync(1);
      expect(ran).to.deep.equal(['at once', 'a second after the tap']);
      await clock.tickAsync(STILL_MS * 3);
      expect(ran).to.deep.equal(['at once', 'a second after the tap']);
    } finally {
      release();
    }
    await clock.tickAsync(STILL_MS);
    expect(ran).to.deep.equal(['at once', 'a second after the tap', 'after the release']);
  });
});
