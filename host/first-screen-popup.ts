/**
 * The announcement popup of the page's first screen (§4): the platform draws the home
 * announcements meant for a popup into the page, hidden, outside the inert first screen
 * (front/site/popup.ts), and this opens it right after that screen has painted, long before the
 * site's code has run. So the popup is part of the first screen: the player sees it with the
 * page, not under a tap a second later.
 *
 * It is decided as `<mc-announcement-popup>` decides: the groups of the player this tab holds
 * (signed in or not, a first sign-in), each shown when its items changed since they were last
 * seen or were not closed, from the fingerprints the platform wrote beside them; the same memory on
 * the device. It waits for §9's delay (from the page's start) and for a still player
 * (core/app/still.ts: no tap, key, wheel or scroll for a second; the site taking over under the
 * first screen does not count). Closing it (its button, Escape) plays the element's closing animation and
 * remembers it; a link to one of the site's pages remembers it too, and the browser follows it.
 * The element takes it over when the site starts (core/app/drawn.ts).
 */
import { FIRST_SCREEN_POPUP, offerDrawn } from '../core/app/drawn.ts';
import { whenStill } from '../core/app/still.ts';
import { browserScheduler } from '../core/app/scheduler.ts';
import { readStoredSession } from '../core/auth/stored-session.ts';
import { ANNOUNCEMENT_POPUP_DELAY_MS } from '../core/rules/constants.ts';
import {
  afterClosed,
  afterShown,
  decideGroup,
  popupGroups,
  POPUP_CLOSE_ANIMATION_MS,
  POPUP_GROUPS,
  type GroupPrint,
  type PopupGroup,
} from '../core/rules/announcementPopup.ts';
import { readPopupMemory, writePopupMemory } from '../core/stores/popup-memory.ts';
import { leavesSite } from '../core/url.ts';

const isGroup = (value: unknown): value is PopupGroup => POPUP_GROUPS.includes(value as PopupGroup);

/** The groups' fingerprints the platform wrote (`data-groups`); anything else is no group. */
function printsOf(root: HTMLElement): GroupPrint[] {
  try {
    const listed: unknown = JSON.parse(root.dataset.groups ?? '[]');
    if (!Array.isArray(listed)) return [];
    return listed.filter(
      (p): p is GroupPrint => typeof p === 'object' && p !== null && isGroup(p.group) && typeof p.fingerprint === 'string' && Number.isInteger(p.count),
    );
  } catch {
    return [];
  }
}

/** Opens the drawn popup when this player should see it; drops it otherwise. */
export function openFirstScreenPopup(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>(`.${FIRST_SCREEN_POPUP}`);
  const dialog = root?.querySelector('dialog');
  if (!root || !dialog) return;
  const session = readStoredSession();
  const prints = printsOf(root);
  const groups = popupGroups({ loggedIn: session !== null, firstTimeLogin: session?.firstTimeLogin === true }).map((group) =>
    decideGroup(prints.find((p) => p.group === group) ?? { group, fingerprint: '', count: 0 }, readPopupMemory()),
  );
  const showing = new Set(groups.filter((g) => g.show).map((g) => g.group));
  const items = [...root.querySelectorAll<HTMLElement>('[data-execution]')];
  const mine = items.filter((item) => showing.has(item.dataset.execution as PopupGroup));
  if (mine.length === 0) {
    root.remove();
    return;
  }
  // Drawn as the element draws this player's list: their items alone, titled by the one item or the popup's title.
  for (const item of items) if (!mine.includes(item)) item.remove();
  const heading = root.querySelector<HTMLElement>('h2');
  if (heading) heading.textContent = (mine.length === 1 ? mine[0]!.dataset.title : heading.dataset.many) ?? '';
  if (mine.length === 1) mine[0]!.querySelector('.title')?.remove();

  let cancelWait = () => {};
  const decision = { groups };
  const remember = () => writePopupMemory(afterClosed(readPopupMemory(), decision));
  const part = offerDrawn('mc-announcement-popup', () => {
    cancelWait();
    if (dialog.open) dialog.close();
    root.remove();
  });

  const open = () => {
    if (part.state !== 'waiting') return;
    writePopupMemory(afterShown(readPopupMemory(), decision));
    dialog.showModal();
    part.moveTo('open');
  };
  // The player closed it: remembered at once, so whatever decides meanwhile reads it so.
  const startClose = () => {
    if (part.state !== 'open') return;
    remember();
    dialog.classList.add('closing');
    part.moveTo('closed');
    setTimeout(() => {
      dialog.close();
      root.remove();
    }, POPUP_CLOSE_ANIMATION_MS);
  };

  root.querySelector('.dialog-close')?.addEventListener('click', startClose);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault(); // the closing is animated
    startClose();
  });
  // Closed by the browser itself (Chrome's Escape before any tap on the page): closed by the player.
  dialog.addEventListener('close', () => {
    if (part.state !== 'open') return;
    remember();
    root.remove();
    part.moveTo('closed');
  });
  dialog.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // The site's own page replaces this one: the popup was read and left.
    if (link && !leavesSite(link.getAttribute('href') ?? '')) remember();
  });

  // On time even while the site takes over in slices (onTime, below).
  cancelWait = onTime(
    () => {
      // The site taking over under it changes nothing the player sees: only their own input holds it back.
      cancelWait = whenStill(open, { inputOnly: true });
    },
    Math.max(0, ANNOUNCEMENT_POPUP_DELAY_MS - performance.now()),
  );
}

/**
 * Runs `run` once `delay` ms have passed, before the page's other queued work where the browser
 * can. The site takes over in slices that yield with `scheduler.yield()`, and the browser runs
 * those continuations before any timer: a timer's task waited for the whole take-over (this popup
 * opened about 0.35 s late at 4× CPU). A 'user-blocking' task goes before them; a
 * timer where the browser has no scheduler. Returns the cancel.
 */
function onTime(run: () => void, delay: number): () => void {
  const scheduler = browserScheduler();
  if (!scheduler?.postTask) {
    const timer = setTimeout(run, delay);
    return () => clearTimeout(timer);
  }
  const controller = new AbortController();
  // Cancelled: the promise rejects with the abort, which is the point.
  scheduler.postTask(run, { priority: 'user-blocking', delay, signal: controller.signal }).catch(() => undefined);
  return () => controller.abort();
}
