/**
 * Starts the banner call, and the first banner image, while <mc-banner>'s code is still on its
 * way (the host's page loader runs this next to the element's import). The banner is the home page's
 * largest element: its data no longer waits for React and the element's first render.
 *
 * Which banners: those of the <mc-banner> elements already on the page (a partner page), else
 * the help banners on the site's help pages and the home banners everywhere else.
 */
import { assetUrl } from '../../core/config.ts';
import { bannerStore, type BannerPosition } from '../../core/stores/content.ts';

const HELP_PATHS = /^\/m\/help(Detail)?\/?$/i;

export function prefetchBanners(doc: Document = document): void {
  const positions = new Set<BannerPosition>([...doc.querySelectorAll('mc-banner')].map((el) => (el.getAttribute('position') === 'help' ? 'help' : 'home')));
  if (positions.size === 0) positions.add(HELP_PATHS.test(doc.location?.pathname ?? '') ? 'help' : 'home');
  for (const position of positions) {
    void bannerStore(position)
      .load()
      .then((list) => {
        const first = list?.[0];
        if (!first) return;
        const img = new Image();
        img.fetchPriority = 'high';
        img.decoding = 'async';
        img.src = assetUrl(first.url);
      });
  }
}
