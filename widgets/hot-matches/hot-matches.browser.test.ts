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
  http,
  click,
  useFakeClock,
  textOf,
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { hotMatch, lobbyRoutes, resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { HOT_MATCH_ROTATION_MS, HOT_MATCH_SLIDE_MS } from '../../core/rules/constants.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest(resetLobby);

const THREE = [hotMatch('HM01', { roomId: 'R9' }), hotMatch('HM02', { vendor: 'SBO' }), hotMatch('HM03')];
const index = (el: Element) => Number(q(el, '.rows')!.getAttribute('data-index'));
const rows = (el: Element) => q(el, '.rows') as HTMLElement;
const dialog = (el: Element) => q(el, 'dialog') as HTMLDialogElement;
const active = (el: Element) => el.shadowRoot!.activeElement;
/** Advances the fake clock, then lets React render (its scheduler runs on real tasks). */
async function tick(clock: { tickAsync(ms: number): Promise<number> }, ms: number) {
  await clock.tickAsync(ms);
  await nextFrame(2);
}

async function mountWith(matches: unknown[]) {
  mockFetch(lobbyRoutes({ 'GET /wps/content/hotMatches': ok(matches) }));
  return mount('<mc-hot-matches></mc-hot-matches>', { ready: (e) => q(e, '.rows') || q(e, '.empty') });
}

describe('<mc-hot-matches> ticker with 0, 1 and many matches', () => {
  it('many: moves up one match every 5000 ms, sliding 500 ms, and loops', async () => {
    const clock = useFakeClock();
    const el = await mountWith(THREE);
    expect(index(el)).to.equal(0);
    expect(textOf(q(el, '.row'))).to.include('05/17 20:45');
    expect(textOf(q(el, '.row'))).to.include('Home HM01');
    expect(textOf(q(el, '.row'))).to.include('Away HM01');
    expect(shadowQueryAll(el, '.row')).to.have.length(4); // 3 + the copy of the first
    // Logos of the row on show and the next; the others wait for their turn (same size box).
    expect(shadowQueryAll(el, '.row img')).to.have.length(4);
    expect(shadowQueryAll(el, '.row .no-logo')).to.have.length(4);
    await tick(clock, HOT_MATCH_ROTATION_MS - 1);
    expect(index(el)).to.equal(0);
    await tick(clock, 1);
    await waitFor(() => index(el) === 1);
    expect(rows(el).style.transition).to.equal(`transform ${HOT_MATCH_SLIDE_MS}ms ease-in-out`);
    await tick(clock, HOT_MATCH_ROTATION_MS);
    await waitFor(() => index(el) === 2);
    // Third step: the copy of the first slides in, then the list jumps back to the real first.
    await tick(clock, HOT_MATCH_ROTATION_MS);
    await waitFor(() => rows(el).style.transform === 'translateY(calc(-3 * var(--_row)))');
    await tick(clock, HOT_MATCH_SLIDE_MS);
    await waitFor(() => index(el) === 0 && rows(el).style.transform === 'translateY(calc(0 * var(--_row)))');
    expect(rows(el).style.transform).to.equal('translateY(calc(0 * var(--_row)))');
    expect(rows(el).style.transition).to.equal('none');
    await tick(clock, HOT_MATCH_ROTATION_MS);
    await waitFor(() => index(el) === 1);
  });

  it('with little room the teams keep it: the time steps aside, no logo runs under the VS', async () => {
    const shown = (el: Element) => {
      const row = q(el, '.row')!;
      const vs = row.querySelector('.vs')!.getBoundingClientRect();
      const logos = [...row.querySelectorAll('.team img, .team .no-logo')].map((l) => l.getBoundingClientRect());
      return {
        time: getComputedStyle(row.querySelector('.time')!).display !== 'none',
        overlap: logos.some((l) => l.right > vs.left && l.left < vs.right),
        names: [...row.querySelectorAll('.name')].map((n) => n.getBoundingClientRect().width),
      };
    };
    for (const [width, time] of [
      [300, false],
      [420, true],
    ] as const) {
      mockFetch(lobbyRoutes({ 'GET /wps/content/hotMatches': ok([hotMatch('HM01')]) }));
      const column = document.createElement('div');
      column.style.width = `${width}px`;
      document.body.append(column);
      try {
        const el = await mount('<mc-hot-matches></mc-hot-matches>', { parent: column, ready: (e) => q(e, '.row .vs') });
        const now = shown(el);
        expect(now.time, `${width} px`).to.equal(time);
        expect(now.overlap, `${width} px`).to.equal(false);
        for (const name of now.names) expect(name, `${width} px`).to.be.above(30);
      } finally {
        column.remove();
      }
    }
  });

  it('one: stays still', async () => {
    const clock = useFakeClock();
    const el = await mountWith([hotMatch('HM01')]);
    await tick(clock, HOT_MATCH_ROTATION_MS * 4);
    expect(index(el)).to.equal(0);
    expect(shadowQueryAll(el, '.row')).to.have.length(1);
    expect(rows(el).style.transition).to.equal('none');
  });

  it('none: says no data', async () => {
    const el = await mountWith([]);
    expect(textOf(q(el, '.empty'))).to.equal('Hot matches No data');
  });

  it('keeps one height while loading, loaded and failed', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/content/hotMatches': [http(500), ok(THREE, { delay: 100 })] }));
    const el = await mount('<mc-hot-matches></mc-hot-matches>', { ready: (e) => q(e, '.retry') });
    expect(el.getBoundingClientRect().height).to.equal(48);
    expect(textOf(q(el, '.retry'))).to.equal('Load failed, tap to retry');
    click(q(el, '.retry')!);
    await waitFor(() => q(el, '.skeleton'));
    expect(el.getBoundingClientRect().height).to.equal(48);
    await waitFor(() => q(el, '.rows'));
    expect(el.getBoundingClientRect().height).to.equal(48);
  });
});

describe('<mc-hot-matches> modal', () => {
  it('a tap opens the modal: league, teams, logos, MM/DD HH:mm, VS and a bet button per match', async () => {
    const el = await mountWith(THREE);
    click(q(el, 'button.ticker')!);
    await waitFor(() => dialog(el).open);
    const matches = shadowQueryAll(el, '.match');
    expect(matches).to.have.length(3);
    const first = matches[0]!;
    expect(textOf(first.querySelector('.league'))).to.equal('League HM01');
    expect([...first.querySelectorAll('.side .name')].map((n) => n.textContent)).to.deep.equal(['Home HM01', 'Away HM01']);
    expect(first.querySelectorAll('.side img')).to.have.length(2);
    expect((first.querySelector('.side img') as HTMLImageElement).getAttribute('width')).to.equal('48');
    expect(textOf(first.querySelector('.vs'))).to.equal('VS');
    expect(textOf(first.querySelector('.middle .time'))).to.equal('05/17 20:45');
    expect(textOf(first.querySelector('.bet'))).to.equal('Bet now');
  });

  it('is drawn while still shut, once the ticker has painted, so a tap only opens it; its logos load only when it opens', async () => {
    const el = await mountWith(THREE);
    await waitFor(() => shadowQueryAll(el, 'dialog .match').length === 3);
    expect(dialog(el).open).to.equal(false);
    expect(shadowQueryAll<HTMLImageElement>(el, 'dialog img').every((img) => img.loading === 'lazy')).to.equal(true);
    click(q(el, 'button.ticker')!);
    await waitFor(() => dialog(el).open);
    expect(shadowQueryAll(el, 'dialog .match')).to.have.length(3);
  });

  it('drawn while shut, it follows a change of language', async () => {
    const el = await mountWith(THREE);
    await waitFor(() => shadowQueryAll(el, 'dialog .bet').length === 3);
    try {
      setLanguage('PT', false);
      await waitFor(() => shadowQueryAll(el, 'dialog .bet').every((b) => textOf(b) === 'Apostar'));
    } finally {
      setLanguage('EN', false);
    }
    await waitFor(() => shadowQueryAll(el, 'dialog .bet').every((b) => textOf(b) === 'Bet now'));
  });

  it('keeps focus inside (Tab and Shift+Tab wrap), Escape closes and focus returns to the ticker', async () => {
    const el = await mountWith(THREE);
    const ticker = q(el, 'button.ticker')!;
    ticker.focus();
    click(ticker);
    await waitFor(() => dialog(el).open);
    const focusables = shadowQueryAll<HTMLButtonElement>(el, 'dialog button');
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    expect(first.classList.contains('dialog-close')).to.equal(true);
    last.focus();
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
    expect(active(el)).to.equal(first);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true }));
    expect(active(el)).to.equal(last);
    dialog(el).dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !dialog(el).open);
    expect(active(el)).to.equal(ticker);
  });

  it('the close button closes it', async () => {
    const el = await mountWith(THREE);
    click(q(el, 'button.ticker')!);
    await waitFor(() => dialog(el).open);
    click(q(el, 'dialog .dialog-close')!);
    await waitFor(() => !dialog(el).open);
  });

  it('bet as a visitor goes to /m/login and launches nothing', async () => {
    const el = await mountWith(THREE);
    const launches: Event[] = [];
    document.addEventListener('mc-launch-game', (e) => launches.push(e), { once: true });
    click(q(el, 'button.ticker')!);
    await waitFor(() => dialog(el).open);
    click(shadowQueryAll(el, '.bet')[0]!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(launches).to.have.length(0);
    await waitFor(() => !dialog(el).open);
  });

  it('bet when logged in fires mc-launch-game and goes to the launch page with the game', async () => {
    signInAs(0);
    const el = await mountWith(THREE);
    const launches: CustomEvent[] = [];
    const listener = (e: Event) => launches.push(e as CustomEvent);
    document.addEventListener('mc-launch-game', listener);
    try {
      click(q(el, 'button.ticker')!);
      await waitFor(() => dialog(el).open);
      click(shadowQueryAll(el, '.bet')[0]!);
      expect(launches.map((e) => e.detail)).to.deep.equal([{ nodeId: 'N-HM01', vendor: 'SABA', gameType: 'SPORTS', roomId: 'R9', source: 'hot-match' }]);
      expect(launches[0]!.composed && launches[0]!.bubbles && launches[0]!.cancelable).to.equal(true);
      expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=N-HM01&vendor=SABA&gameType=SPORTS&roomId=R9']);
    } finally {
      document.removeEventListener('mc-launch-game', listener);
    }
  });

  it('a page that handles mc-launch-game itself (cancels it) gets no navigation', async () => {
    signInAs(0);
    const el = await mountWith(THREE);
    const listener = (e: Event) => e.preventDefault();
    document.addEventListener('mc-launch-game', listener);
    try {
      click(q(el, 'button.ticker')!);
      await waitFor(() => dialog(el).open);
      click(shadowQueryAll(el, '.bet')[1]!);
      expect(nav.paths).to.deep.equal([]);
    } finally {
      document.removeEventListener('mc-launch-game', listener);
    }
  });
});
