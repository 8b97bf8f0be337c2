/**
 * The download bar of the page's first screen (§2.10): the platform draws it into the page,
 * hidden, beside the inert first screen (front/site/download-bar.ts), and this shows it right
 * after that screen has painted, long before the site's code, for a player who should see it:
 * not in the native app, not in an installed web app, not after they closed it during this visit.
 * It comes in once the player has been still for a second (core/app/still.ts; the site taking
 * over under the first screen does not count), so it never lands under a tap.
 *
 * Its close button works at once (remembered for the visit, as the element remembers it). A tap on
 * Download before the site's code is kept: `<mc-download-bar>` opens its download popup as it
 * takes the bar over (core/app/drawn.ts). It sits above the first screen's footer, as the site's
 * bar sits above the site's.
 */
import { isStandalone } from '../core/app/display-mode.ts';
import { FIRST_SCREEN_BAR, offerDrawn } from '../core/app/drawn.ts';
import { whenStill } from '../core/app/still.ts';
import { isNativeApp } from '../core/rules/downloadBar.ts';
import { dismissDownloadBar, isDownloadBarDismissed } from '../core/stores/download-bar-memory.ts';

/** Shows the drawn bar when this player should see it; drops it otherwise. */
export function openFirstScreenBar(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>(`.${FIRST_SCREEN_BAR}`);
  const bar = root?.querySelector<HTMLElement>('.bar');
  if (!root || !bar) return;
  if (isNativeApp(navigator.userAgent) || isStandalone() || isDownloadBarDismissed()) {
    root.remove();
    return;
  }
  // The merchant's colours: through the CSSOM, which the page's CSP allows where a style attribute is not.
  if (root.dataset.background) bar.style.background = root.dataset.background;
  const desc = root.querySelector<HTMLElement>('.desc');
  if (desc && root.dataset.descColor) desc.style.color = root.dataset.descColor;
  // The bar comes in once the footer's height is known (`reveal`): shown first at the foot of the
  // screen, it moved up in the frame that measured the footer, a layout shift of the page.
  let measured = false;
  let reveal: (() => void) | undefined;
  // Measured when the browser lays the page out anyway: read here, it forced a layout of the page
  // inside this task (most of the task's 137 ms at 4× CPU).
  const footer = doc.querySelector('.mc-fs-footer');
  const footerObserver =
    footer && typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          const height = entries[0]?.borderBoxSize[0]?.blockSize;
          if (height) root.style.setProperty('--mc-footer-space', `${Math.ceil(height)}px`);
          measured = true;
          reveal?.();
          reveal = undefined;
        })
      : undefined;
  if (footer && footerObserver) footerObserver.observe(footer);
  else measured = true;

  let cancelWait = () => {};
  const part = offerDrawn('mc-download-bar', () => {
    cancelWait();
    reveal = undefined;
    footerObserver?.disconnect();
    root.remove();
  });
  root.querySelector('.close')?.addEventListener('click', () => {
    if (part.state !== 'open') return;
    dismissDownloadBar();
    footerObserver?.disconnect();
    root.remove();
    part.moveTo('closed');
  });
  const download = root.querySelector('.download');
  download?.addEventListener('click', () => {
    if (part.asked) return;
    // Answered by the element as it takes over; meanwhile the button says it is on its way.
    download.setAttribute('aria-busy', 'true');
    part.ask();
  });
  const page = location.pathname;
  cancelWait = whenStill(
    () => {
      // The site moved on to another page before the player was still: not its bar.
      if (location.pathname !== page) return part.remove();
      const show = () => {
        root.hidden = false;
        part.moveTo('open');
      };
      if (measured) show();
      else reveal = show;
    },
    { inputOnly: true },
  );
}
