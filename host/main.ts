/**
 * The /m/ page's one script. With the platform's first screen in the page, the site's code
 * (host/start.ts) starts once that screen has painted with its banner image, so the page's
 * largest paint needs nothing but the page and the image; without it, at once, and at once too
 * when the service worker answered (its copy's first screen is not this visit's). The first
 * screen's announcement popup and download bar open from here, before the site's code
 * (host/first-screen-popup.ts, host/first-screen-bar.ts).
 */
import { firstScreenOf, firstScreenPainted, fromWorkerCache } from './first-screen-paint.ts';
import { FIRST_SCREEN_BAR, FIRST_SCREEN_POPUP } from '../core/app/drawn.ts';
import { catchInstallOffer } from '../core/app/install-early.ts';

// The browser may offer to install the site before the site's code has run: kept for it.
catchInstallOffer();

const site = document.querySelector('mc-site');
const popup = document.querySelector(`.${FIRST_SCREEN_POPUP}`);
const bar = document.querySelector(`.${FIRST_SCREEN_BAR}`);
if (fromWorkerCache()) {
  // Gone before it paints: it may be another page's (the start would drop it a little later).
  for (const node of firstScreenOf(site)) node.remove();
  popup?.remove();
  bar?.remove();
  void import('./start.ts');
} else {
  void firstScreenPainted(site).then(() => {
    // Their code is a small file of its own (scripts/site-chunks.ts), fetched beside the site's.
    if (popup) void import('./first-screen-popup.ts').then((drawn) => drawn.openFirstScreenPopup());
    if (bar) void import('./first-screen-bar.ts').then((drawn) => drawn.openFirstScreenBar());
    return import('./start.ts');
  });
}
