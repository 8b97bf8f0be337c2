/**
 * What the page's first screen drew and opens before the site's code, beside that screen (the
 * announcement popup, front/site/popup.ts; the download bar, front/site/download-bar.ts), until
 * the element it stands for takes it over: the element waits while it is waiting to open, then
 * shows the same at once, box for box, or removes it when the player it starts with should not
 * see it; one the player closed is closed for it too. One handle per element, set by the page's
 * opener (host/first-screen-popup.ts, host/first-screen-bar.ts) and taken once by the element;
 * one the site leaves unused goes with its page (host/shell.ts).
 */

/** The class of the popup's wrapper, beside the first screen: its scope in the page's stylesheet (host/first-screen-styles.ts). */
export const FIRST_SCREEN_POPUP = 'mc-fs-popup';
/** The class of the download bar's wrapper, beside the first screen. */
export const FIRST_SCREEN_BAR = 'mc-fs-bar';

/** The elements whose first screen the page can draw. */
export const DRAWN_TAGS = ['mc-announcement-popup', 'mc-download-bar'] as const;
export type DrawnTag = (typeof DRAWN_TAGS)[number];

/**
 * Waiting to open (a delay, a still moment), on screen, closed by the player (a closing animation
 * may still run), or gone without them (taken over, or not for this player).
 */
export type DrawnState = 'waiting' | 'open' | 'closed' | 'gone';

export interface Drawn {
  readonly state: DrawnState;
  /** The player asked for more than the drawn part can give before the element (the download bar's Download). */
  readonly asked: boolean;
  /** Runs `watcher` after every change of `state` or `asked`. */
  watch(watcher: () => void): void;
  /**
   * Gone for good: closed now if open, never opened if still waiting. Its memory is the element's
   * from here. One the player closed finishes its closing animation.
   */
  remove(): void;
}

/** The opener's side of a handle: it moves the state the element watches. */
export interface DrawnPart extends Drawn {
  moveTo(next: DrawnState): void;
  ask(): void;
}

const offered = new Map<DrawnTag, Drawn>();

/**
 * Offers `tag`'s drawn part to its element. `remove` takes it off the page (see `Drawn.remove`);
 * it runs once, and not for one already gone or closed by the player.
 */
export function offerDrawn(tag: DrawnTag, remove: (part: DrawnPart) => void): DrawnPart {
  const watchers: (() => void)[] = [];
  let state: DrawnState = 'waiting';
  let asked = false;
  const changed = () => {
    for (const watcher of watchers) watcher();
  };
  const part: DrawnPart = {
    get state() {
      return state;
    },
    get asked() {
      return asked;
    },
    watch: (watcher) => watchers.push(watcher),
    moveTo(next) {
      state = next;
      changed();
    },
    ask() {
      asked = true;
      changed();
    },
    remove() {
      if (state === 'gone' || state === 'closed') return;
      remove(part);
      part.moveTo('gone');
    },
  };
  offered.set(tag, part);
  return part;
}

/** `tag`'s drawn part, once: whoever takes it owns it. */
export function takeDrawn(tag: DrawnTag): Drawn | undefined {
  const taken = offered.get(tag);
  offered.delete(tag);
  return taken;
}
