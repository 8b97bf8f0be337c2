/**
 * The /m/ page's one script. With the platform's first screen in the page, the site's code
 * (host/start.ts) starts once that screen has painted with its banner image, so the page's
 * largest paint needs nothing but the page and the image; without it, at once.
 */
import { firstScreenPainted } from './first-screen-paint.ts';

void firstScreenPainted(document.querySelector('mc-site')).then(() => import('./start.ts'));
