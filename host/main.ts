/**
 * The /m/ page's one script. With the platform's first screen in the page, the site's code
 * (host/start.ts) starts once that screen has painted with its banner image, so the page's
 * largest paint needs nothing but the page and the image; without it, at once, and at once too
 * when the service worker answered (its copy's first screen is not this visit's).
 */
import { firstScreenOf, firstScreenPainted, fromWorkerCache } from './first-screen-paint.ts';

const site = document.querySelector('mc-site');
if (fromWorkerCache()) {
  // Gone before it paints: it may be another page's (the start would drop it a little later).
  for (const node of firstScreenOf(site)) node.remove();
  void import('./start.ts');
} else void firstScreenPainted(site).then(() => import('./start.ts'));
