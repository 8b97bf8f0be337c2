import { describe, it, expect, beforeEach, afterEach, mount, q, useFakeClock, nextFrame, waitFor } from '../../tests/browser/helpers.ts';
import { resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { JACKPOT_ANIMATION_MS } from '../../core/rules/jackpot.ts';
import './index.ts';

const shown = (el: Element) => q(el, '.value')!.textContent;
const target = (el: Element) => Number(q(el, '.value')!.getAttribute('data-value'));

const realRandom = Math.random;
let randoms: number[] = [];
/** Math.random answers from `values`, repeating the last one. */
function fixRandom(...values: number[]) {
  randoms = values;
  Math.random = () => (randoms.length > 1 ? randoms.shift()! : randoms[0]!);
}

let hidden = false;
beforeEach(() => {
  resetLobby();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  Math.random = realRandom;
  delete (document as unknown as Record<string, unknown>).hidden;
});

async function tick(clock: { tickAsync(ms: number): Promise<number> }, ms: number) {
  await clock.tickAsync(ms);
  await nextFrame(2);
}

describe('<mc-jackpot>', () => {
  it('starts at the bottom of the range and adds 100 after 3 s (random 0)', async () => {
    fixRandom(0);
    const clock = useFakeClock();
    const el = await mount('<mc-jackpot></mc-jackpot>', { ready: (e) => q(e, '.value') });
    expect(shown(el)).to.equal('50,000,000,000');
    await tick(clock, 2999);
    expect(target(el)).to.equal(50_000_000_000);
    await tick(clock, 1);
    await waitFor(() => target(el) === 50_000_000_100);
    // It counts up rather than jumping, and ends on the exact value.
    await tick(clock, JACKPOT_ANIMATION_MS / 4);
    const value = () => Number(shown(el)!.replace(/,/g, ''));
    await waitFor(() => value() > 50_000_000_000 && value() < 50_000_000_100);
    await tick(clock, JACKPOT_ANIMATION_MS);
    await waitFor(() => shown(el) === '50,000,000,100');
  });

  it('starts at the top of the range and adds 500 after 5 s (random just under 1)', async () => {
    fixRandom(0.99999999999);
    const clock = useFakeClock();
    const el = await mount('<mc-jackpot></mc-jackpot>', { ready: (e) => q(e, '.value') });
    expect(shown(el)).to.equal('99,999,999,999');
    await tick(clock, 4999);
    expect(target(el)).to.equal(99_999_999_999);
    await tick(clock, 1);
    await waitFor(() => target(el) === 100_000_000_499);
  });

  it('each wait is 3, 4 or 5 s and each step 100 to 500, chosen anew every time', async () => {
    // start, then (delay, step) pairs: 4 s / 300, 3 s / 100, 5 s / 500
    fixRandom(0.5, 0.5, 0.5, 0.1, 0, 0.9, 0.9999);
    const clock = useFakeClock();
    const el = await mount('<mc-jackpot></mc-jackpot>', { ready: (e) => q(e, '.value') });
    const start = target(el);
    await tick(clock, 3999);
    expect(target(el)).to.equal(start);
    await tick(clock, 1);
    await waitFor(() => target(el) - start === 300);
    await tick(clock, 2999);
    expect(target(el) - start).to.equal(300);
    await tick(clock, 1);
    await waitFor(() => target(el) - start === 400);
    await tick(clock, 4999);
    expect(target(el) - start).to.equal(400);
    await tick(clock, 1);
    await waitFor(() => target(el) - start === 900);
  });

  it('stands still while the page is hidden and carries on when it is shown again', async () => {
    fixRandom(0);
    const clock = useFakeClock();
    const el = await mount('<mc-jackpot></mc-jackpot>', { ready: (e) => q(e, '.value') });
    await tick(clock, 1000);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(clock, 60_000);
    expect(target(el)).to.equal(50_000_000_000);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(clock, 3000);
    await waitFor(() => target(el) === 50_000_000_100);
  });

  it('no layout shift: the box keeps its size whatever the number and the language', async () => {
    fixRandom(0);
    const clock = useFakeClock();
    const el = await mount('<mc-jackpot></mc-jackpot>', { ready: (e) => q(e, '.value') });
    const size = () => {
      const r = q(el, '.value')!.getBoundingClientRect();
      return [r.width, r.height, el.getBoundingClientRect().height];
    };
    const before = size();
    expect(getComputedStyle(q(el, '.value')!).fontVariantNumeric).to.equal('tabular-nums');
    for (let i = 0; i < 5; i++) await tick(clock, 3000 + JACKPOT_ANIMATION_MS);
    expect(size()).to.deep.equal(before);
    setLanguage('PT', false);
    await tick(clock, 50);
    await waitFor(() => /^50\.000\.00\d\.\d00$/.test(shown(el)!));
    expect(size()).to.deep.equal(before);
  });
});
