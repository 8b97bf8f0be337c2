import { describe, it, expect, beforeEach, mount, shadowQueryAll, mockFetch } from '../../tests/browser/helpers.ts';
import { platformRoutes } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import { rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import './index.ts';

beforeEach(() => resetGameStores());
rtlEachTest();

describe('<mc-game-list> in Arabic', () => {
  it('a game named in English reads left to right on its card', async () => {
    mockFetch({ ...platformRoutes(), ...gameRoutes() });
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', {
      ready: (e) => rootDir(e) === 'rtl' && shadowQueryAll(e, '.card-name').length > 0,
    });
    const names = shadowQueryAll(el, '.card-name');
    expect(names[0]!.textContent).to.match(/^Game /);
    expect(names.map((n) => getComputedStyle(n).direction)).to.deep.equal(names.map(() => 'ltr'));
  });
});
