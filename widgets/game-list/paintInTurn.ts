/**
 * Game icons painted a few per frame. Each platform icon is an SVG document of its own: its first
 * paint lays it out and records it on the main thread, and a page of icons that arrived together
 * made one long frame (50 ms of CPU at 4× slowdown, most of a page append). An icon stays hidden
 * (`visibility`, so it is neither painted nor moves anything) from its load until its turn;
 * ICONS_PER_FRAME come in each frame. Cards keep their size throughout: the icon box has its
 * aspect ratio and background from the start.
 */
const ICONS_PER_FRAME = 2;
/** The attribute an icon gets on its turn (gameCard.styles.ts hides icons without it). */
export const PAINTED_ATTR = 'data-painted';

const queue: HTMLImageElement[] = [];
let frame = 0;

function next(): void {
  frame = 0;
  for (const img of queue.splice(0, ICONS_PER_FRAME)) img.setAttribute(PAINTED_ATTR, '');
  if (queue.length) frame = requestAnimationFrame(next);
}

const show = (img: HTMLImageElement) => img.setAttribute(PAINTED_ATTR, '');

function enqueue(img: HTMLImageElement): void {
  queue.push(img);
  if (!frame) frame = requestAnimationFrame(next);
}

/** A ref callback for an icon `<img>`: shows it in its turn once loaded (at once if it failed). */
export function paintInTurn(img: HTMLImageElement | null): void {
  if (!img || img.hasAttribute(PAINTED_ATTR)) return;
  if (img.complete) {
    if (img.naturalWidth > 0) enqueue(img);
    else show(img);
    return;
  }
  const controller = new AbortController();
  img.addEventListener('load', () => (controller.abort(), enqueue(img)), { signal: controller.signal });
  img.addEventListener('error', () => (controller.abort(), show(img)), { signal: controller.signal });
}
