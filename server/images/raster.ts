import { createHash } from 'node:crypto';

/**
 * Raster copies of generated SVG icons, for lists that show many at once. A browser paints an
 * SVG image by laying out and recording a document of its own on the main thread, once per
 * icon; a WebP is decoded off the main thread and painted as a bitmap. The game list appends 26
 * icons a page, so its icons come as WebP (docs/guides/operators/platform-contract.md, "Other routes").
 *
 * Rendered with sharp (libvips with librsvg, the same text shaping as the SVG in a browser) on
 * the first request for an icon and kept in memory: an icon depends only on its SVG text, so the
 * cache is keyed by that text's hash and never goes stale. The catalogue is a few hundred games
 * (about 3 kB each), so the cache is bounded by the catalogue.
 */

/**
 * Pixel size of a raster game icon: a card shows its icon at about 103 CSS px on a 390 px phone
 * (three columns); twice that covers a 2× pixel ratio. 240 px at quality 80 (3.7 kB an icon)
 * cost the first screen of 26 icons 23 kB more than this for no difference a phone shows.
 */
export const RASTER_ICON_PX = 208;
/** WebP quality: gradients and text stay clean at 75; an icon is about 2.8 kB. */
const WEBP_QUALITY = 75;

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
/** sharp loads its native library on first use, not when the platform starts (most runs draw no raster icon). */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = (m as unknown as { default: Sharp }).default ?? m;
    sharp.cache(false); // each icon is rendered once and kept here; libvips need not keep its steps
    return sharp;
  });
  return sharpModule;
}

const rendered = new Map<string, Promise<Buffer>>();

/** The SVG `svg` as a square WebP of `px` pixels; the same SVG text is rendered once. */
export function svgToWebp(svg: string, px = RASTER_ICON_PX): Promise<Buffer> {
  const key = createHash('sha1').update(`${px}\n${svg}`).digest('base64url');
  let out = rendered.get(key);
  if (!out) {
    out = loadSharp().then((sharp) => sharp(Buffer.from(svg, 'utf8')).resize(px, px, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer());
    // A failed render is not kept: the next request tries again.
    out.catch(() => rendered.delete(key));
    rendered.set(key, out);
  }
  return out;
}
