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
  nextFrame,
  recordEvents,
  type FakeClock,
  settled,
  playerTaps,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { ANNOUNCEMENTS, announcement, lobbyRoutes, resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { startSession } from '../../core/stores/session.ts';
import { confirmDialog } from '../../core/stores/dialog.ts';
import { homeAnnouncementStore } from '../../core/stores/content.ts';
import { fingerprint } from '../../core/rules/announcementPopup.ts';
import { ANNOUNCEMENT_POPUP_DELAY_MS, POPUP_BLUR_MS } from '../../core/rules/constants.ts';
import { STILL_MS, holdStill } from '../../core/app/still.ts';
import { offerDrawn, type DrawnState } from '../../core/app/drawn.ts';
import './index.ts';

const nav = freshPageEachTest(resetLobby);

const dialog = (el: Element) => q(el, 'dialog') as HTMLDialogElement;
const shownGroups = (el: Element) => shadowQueryAll(el, '.item').map((i) => i.getAttribute('data-execution'));
const groupItems = (g: string) => ANNOUNCEMENTS.filter((a) => (a as { execution?: string }).execution === g);

async function tick(clock: FakeClock, ms: number) {
  await clock.tickAsync(ms);
  await nextFrame(2);
}

function signIn(firstTimeLogin: boolean) {
  startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin });
}

/** Mounts the popup under a fake clock and waits until the list is in. */
async function mountPopup(routes = lobbyRoutes(), now?: number) {
  const clock = useFakeClock(now === undefined ? {} : { now });
  mockFetch(routes);
  const el = await mount('<mc-announcement-popup></mc-announcement-popup>');
  await waitFor(() => homeAnnouncementStore.$state.get().status !== 'loading' && homeAnnouncementStore.$state.get().status !== 'idle');
  return { el, clock };
}

describe('<mc-announcement-popup> timing', () => {
  it('decides 500 ms after mount, not before', async () => {
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS - 1);
    expect(dialog(el).open).to.equal(false);
    await tick(clock, 1);
    await waitFor(() => dialog(el).open);
    expect(shownGroups(el)).to.deep.equal(['B']);
  });

  it('waits while the player answers a question, then opens', async () => {
    const answered = confirmDialog({ message: 'in_sure_logout' });
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS * 4);
    expect(dialog(el).open).to.equal(false);
    const { $confirm } = await import('../../core/stores/dialog.ts');
    $confirm.get()!.resolve(false);
    await answered;
    await waitFor(() => dialog(el).open);
    expect(shownGroups(el)).to.deep.equal(['B']);
  });

  it('decides again whenever the list changes', async () => {
    const { el, clock } = await mountPopup(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': [ok([]), ok(ANNOUNCEMENTS)] }));
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    expect(dialog(el).open).to.equal(false);
    void homeAnnouncementStore.load({ force: true });
    await waitFor(() => dialog(el).open);
    expect(shownGroups(el)).to.deep.equal(['B']);
  });

  it('decides again when the player logs in (A instead of B)', async () => {
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    await waitFor(() => shownGroups(el).join() === 'B');
    signIn(false);
    await waitFor(() => shownGroups(el).join() === 'A');
  });
});

describe("<mc-announcement-popup> never under the player's hand", () => {
  // A day ahead: the input these tests make is in the future of the next test's clock, which forgets it.
  const ahead = () => Date.now() + 86_400_000;
  it('does not open while input keeps arriving; opens once the player has been still for STILL_MS', async () => {
    const { el, clock } = await mountPopup(lobbyRoutes(), ahead());
    // mc-popup tells the decision itself, before the dialog's sanitiser is in.
    const decided = recordEvents(el, 'mc-popup');
    // The player taps through the delay and well past it, never still for long.
    for (let i = 0; i < 8; i++) {
      playerTaps();
      await tick(clock, STILL_MS / 2);
      expect(decided).to.have.length(0);
      expect(dialog(el).hasAttribute('data-settled')).to.equal(false);
    }
    playerTaps();
    await tick(clock, STILL_MS - 1);
    expect(decided).to.have.length(0);
    await tick(clock, 1);
    await waitFor(() => dialog(el).open);
    expect(shownGroups(el)).to.deep.equal(['B']);
  });

  it("waits while the page changes under the player (the site's first screen showing), then STILL_MS after", async () => {
    const release = holdStill();
    try {
      const { el, clock } = await mountPopup(lobbyRoutes(), ahead());
      const decided = recordEvents(el, 'mc-popup');
      await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS + STILL_MS * 2);
      expect(decided).to.have.length(0);
      release();
      await tick(clock, STILL_MS - 1);
      expect(decided).to.have.length(0);
      await tick(clock, 1);
      await waitFor(() => dialog(el).open);
    } finally {
      release();
    }
  });

  it("a sign-in while the player is busy: the members' popup waits until they are still", async () => {
    // The visitor closed these same guest announcements before: nothing shows for them.
    localStorage.setItem('MC_POPUP_SEEN_B', fingerprint(groupItems('B')));
    localStorage.setItem('MC_POPUP_CLOSED_B', '1');
    const { el, clock } = await mountPopup(lobbyRoutes(), ahead());
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    await waitFor(() => dialog(el).hasAttribute('data-settled'));
    expect(dialog(el).open).to.equal(false);
    const decided = recordEvents(el, 'mc-popup');
    // The tap that signs in.
    playerTaps();
    signIn(false);
    await waitFor(() => !dialog(el).hasAttribute('data-settled'));
    await tick(clock, STILL_MS - 1);
    expect(decided).to.have.length(0);
    await tick(clock, 1);
    await waitFor(() => shownGroups(el).join() === 'A');
  });
});

describe('<mc-announcement-popup> taking over the first screen’s popup', () => {
  /** A popup the page drew (host/first-screen-popup.ts), as the element sees it; `move` changes its state as the page would. */
  function drawnPopup(initial: DrawnState) {
    const removedWhile: DrawnState[] = [];
    const part = offerDrawn('mc-announcement-popup', (drawn) => removedWhile.push(drawn.state));
    if (initial !== 'waiting') part.moveTo(initial);
    return { removedWhile, move: (next: DrawnState) => part.moveTo(next) };
  }

  it('shows the same popup at once, with no delay, no wait for stillness and no opening animation, and the drawn one goes as it opens', async () => {
    const release = holdStill(); // the site's first screen still shows: a popup opening anew would wait
    try {
      const drawn = drawnPopup('open');
      const { el } = await mountPopup(lobbyRoutes(), Date.now() + 86_400_000);
      // No tick of the fake clock: neither the delay nor a still moment has passed.
      await waitFor(() => dialog(el).open);
      expect(shownGroups(el)).to.deep.equal(['B']);
      expect(drawn.removedWhile).to.deep.equal(['open']);
      expect(dialog(el).classList.contains('taken-over')).to.equal(true);
      expect(dialog(el).getAnimations()).to.have.length(0);
    } finally {
      release();
    }
  });

  it('closes the drawn popup when the player it starts with should not see it (closed before)', async () => {
    localStorage.setItem('MC_POPUP_SEEN_B', fingerprint(groupItems('B')));
    localStorage.setItem('MC_POPUP_CLOSED_B', '1');
    const drawn = drawnPopup('open');
    const { el } = await mountPopup();
    await waitFor(() => drawn.removedWhile.length === 1 && dialog(el).hasAttribute('data-settled'));
    expect(dialog(el).open).to.equal(false);
    expect(drawn.removedWhile).to.deep.equal(['open']);
  });

  it('waits while the drawn popup waits to open, whatever its own delay and stillness say, and takes it over once it opens', async () => {
    const drawn = drawnPopup('waiting');
    const { el, clock } = await mountPopup();
    const decided = recordEvents(el, 'mc-popup');
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS + STILL_MS * 2);
    expect(decided).to.have.length(0);
    expect(dialog(el).open).to.equal(false);
    expect(dialog(el).hasAttribute('data-settled')).to.equal(false);
    expect(drawn.removedWhile).to.deep.equal([]);
    drawn.move('open');
    await waitFor(() => dialog(el).open);
    expect(dialog(el).classList.contains('taken-over')).to.equal(true);
    expect(drawn.removedWhile).to.deep.equal(['open']);
  });

  it('leaves closed a drawn popup the player closed before it could take it over', async () => {
    const drawn = drawnPopup('waiting');
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS + STILL_MS);
    // The page opened it and the player closed it: the page remembers that first.
    localStorage.setItem('MC_POPUP_SEEN_B', fingerprint(groupItems('B')));
    localStorage.setItem('MC_POPUP_CLOSED_B', '1');
    drawn.move('closed');
    await waitFor(() => dialog(el).hasAttribute('data-settled'));
    await tick(clock, STILL_MS);
    expect(dialog(el).open).to.equal(false);
  });
});

describe('<mc-announcement-popup> the matrix: group × first login × changed × closed before', () => {
  const users = [
    { name: 'guest', session: null, groups: ['B'] },
    { name: 'member', session: false, groups: ['A'] },
    { name: 'member on a first-time login', session: true, groups: ['A', 'F'] },
  ] as const;
  for (const user of users) {
    for (const changed of [true, false]) {
      for (const closedBefore of [true, false]) {
        const show = changed || !closedBefore;
        it(`${user.name}, ${changed ? 'changed' : 'unchanged'}, ${closedBefore ? 'closed before' : 'not closed'}: ${show ? `shows ${user.groups.join('+')}` : 'stays shut'}`, async () => {
          if (user.session !== null) signIn(user.session);
          for (const g of ['A', 'B', 'F']) {
            localStorage.setItem(`MC_POPUP_SEEN_${g}`, changed ? 'old-pairs' : fingerprint(groupItems(g)));
            if (closedBefore) localStorage.setItem(`MC_POPUP_CLOSED_${g}`, '1');
          }
          const { el, clock } = await mountPopup();
          await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
          // Timers are fake; React renders on real tasks: wait until it has decided.
          await waitFor(() => dialog(el).hasAttribute('data-settled'));
          expect(dialog(el).open).to.equal(show);
          expect(shownGroups(el)).to.deep.equal(show ? [...user.groups] : []);
          if (show) {
            for (const g of user.groups) {
              expect(localStorage.getItem(`MC_POPUP_SEEN_${g}`)).to.equal(fingerprint(groupItems(g)));
              // Pairs that changed lift the old flag; unchanged pairs never closed have none.
              expect(localStorage.getItem(`MC_POPUP_CLOSED_${g}`)).to.equal(null);
            }
          }
        });
      }
    }
  }
});

describe('<mc-announcement-popup> closing and links', () => {
  it('marks its dialog data-settled once it has decided: open, or shut for good; not before, not while closing', async () => {
    const { el, clock } = await mountPopup();
    expect(dialog(el).hasAttribute('data-settled')).to.equal(false); // the delay is not over
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    await waitFor(() => dialog(el).hasAttribute('data-settled'));
    expect(dialog(el).open).to.equal(true);
    click(q(el, '.dialog-close')!);
    await waitFor(() => dialog(el).classList.contains('closing'));
    expect(dialog(el).hasAttribute('data-settled')).to.equal(false);
    await tick(clock, POPUP_BLUR_MS);
    await waitFor(() => dialog(el).hasAttribute('data-settled'));
    expect(dialog(el).open).to.equal(false);
  });

  it('closing stores the group flag only after the closing animation; then it stays shut', async () => {
    const popups = recordEvents<CustomEvent>(document, 'mc-popup');
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    await waitFor(() => dialog(el).open);
    click(q(el, '.dialog-close')!);
    await waitFor(() => dialog(el).classList.contains('closing'));
    await tick(clock, POPUP_BLUR_MS - 1);
    expect(localStorage.getItem('MC_POPUP_CLOSED_B')).to.equal(null);
    expect(dialog(el).open).to.equal(true);
    await tick(clock, 1);
    expect(localStorage.getItem('MC_POPUP_CLOSED_B')).to.equal('1');
    await waitFor(() => !dialog(el).open);
    expect(popups.map((e) => e.detail)).to.deep.equal([
      { open: true, groups: ['B'] },
      { open: false, groups: ['B'] },
    ]);

    // Next visit (same pairs): nothing.
    el.remove();
    resetLobby();
    const again = await mountPopup();
    await tick(again.clock, ANNOUNCEMENT_POPUP_DELAY_MS * 2);
    expect(dialog(again.el).open).to.equal(false);
  });

  it('Escape closes it too, through the same animation', async () => {
    const { el, clock } = await mountPopup();
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    await waitFor(() => dialog(el).open);
    dialog(el).dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => dialog(el).classList.contains('closing'));
    await tick(clock, POPUP_BLUR_MS);
    await waitFor(() => !dialog(el).open);
    expect(localStorage.getItem('MC_POPUP_CLOSED_B')).to.equal('1');
  });

  it('content links: http opens a new tab with noopener; others navigate in the app and count as closing', async () => {
    signIn(false);
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => (opened.push(args), null)) as typeof window.open;
    try {
      const { el, clock } = await mountPopup();
      await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
      await waitFor(() => dialog(el).open);
      const [inApp, external] = shadowQueryAll<HTMLAnchorElement>(el, '.platform-html a');
      expect(external!.rel).to.equal('noopener noreferrer');
      click(external!);
      expect(opened).to.deep.equal([['https://www.example.com/terms', '_blank', 'noopener,noreferrer']]);
      expect(dialog(el).open).to.equal(true);
      click(inApp!);
      expect(nav.paths).to.deep.equal(['/m/rewardCenter']);
      expect(localStorage.getItem('MC_POPUP_CLOSED_A')).to.equal('1');
      await waitFor(() => !dialog(el).open);
    } finally {
      window.open = original;
    }
  });

  it('hostile content is sanitised and runs nothing', async () => {
    (window as unknown as { __pwned: number[] }).__pwned = [];
    const hostile =
      '<p>x</p><img src="x-nope.png" onerror="window.__pwned.push(1)"><script>window.__pwned.push(2)</script><svg><script>window.__pwned.push(3)</script></svg><a href="javascript:window.__pwned.push(4)">go</a>';
    const { el, clock } = await mountPopup(
      lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok([announcement('H', { execution: 'B', content: hostile })]) }),
    );
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS);
    const content = await waitFor(() => q(el, '.platform-html'));
    expect(content.querySelector('script, svg, [onerror]')).to.equal(null);
    expect(content.querySelector('a')!.hasAttribute('href')).to.equal(false);
    clock.uninstall();
    await waitFor(() => [...content.querySelectorAll('img')].every((img) => img.complete)); // the broken image has failed
    await settled();
    expect((window as unknown as { __pwned: number[] }).__pwned).to.deep.equal([]);
  });

  it('a list that fails to load shows nothing', async () => {
    const { el, clock } = await mountPopup(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': http(500) }));
    await tick(clock, ANNOUNCEMENT_POPUP_DELAY_MS * 2);
    expect(dialog(el).open).to.equal(false);
    expect(el.getBoundingClientRect().height).to.equal(0);
  });
});
