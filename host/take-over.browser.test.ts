import { createElement, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, nextFrame, shadowQuery, waitFor } from '../tests/browser/helpers.ts';
import { define } from '../widgets/define.ts';
import { $translations, loadTexts } from '../core/i18n.ts';
import { endTakeOver, inViewTakenOver, startTakeOver, stopPacing } from './take-over.ts';

/** Which probes had rendered when each one first rendered: `order` in first-render order. */
const order: string[] = [];
const renderedWhenFirst = new Map<string, string[]>();

/** A block 200 px tall with a button that counts its taps. */
function Slab({ name }: { name?: string }) {
  const label = name ?? '?';
  useState(() => {
    renderedWhenFirst.set(label, [...order]);
    order.push(label);
  });
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    order.push(`${label} effects`);
  }, []);
  return createElement(
    'button',
    { type: 'button', className: 'slab', style: { display: 'block', height: '200px', width: '100%' }, onClick: () => setTaps(taps + 1) },
    `${label} ${taps}`,
  );
}
define('mc-take-over-slab', Slab, { props: { name: 'string' }, texts: [] });

/** Near-or-idle for the tests: near only (the test says when the browser is idle), seen once the first look was had. */
const looked = new Set<HTMLElement>();
const idle = new Set<() => void>();
function nearOnly(host: HTMLElement | null, run: () => void): () => void {
  if (!host) {
    idle.add(run);
    return () => idle.delete(run);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      looked.add(host);
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(host);
  return () => observer.disconnect();
}

const slab = (name: string): HTMLElement => {
  const el = document.createElement('mc-take-over-slab');
  el.setAttribute('name', name);
  return el;
};
const text = (el: Element): string => shadowQuery(el, '.slab')?.textContent ?? '';
/** The first renders in `order`, without the effects. */
const renders = (): string[] => order.filter((o) => !o.endsWith(' effects'));

let page: HTMLElement;

beforeEach(async () => {
  // The texts in first, as the site has them before its elements take over: an element waiting
  // for them renders when they come, together with every other.
  await loadTexts([]);
  await waitFor(() => $translations.get().ready);
  order.length = 0;
  renderedWhenFirst.clear();
  looked.clear();
  idle.clear();
  page = document.createElement('div');
  document.body.append(page);
  scrollTo(0, 0);
  startTakeOver({ unseen: (host) => host.getAttribute('name') === 'toast', nearOrIdle: nearOnly });
});

afterEach(() => {
  endTakeOver();
  page.remove();
});

describe('the elements taking over a slice at a time', () => {
  it('renders those in sight one at a time, top first, and one below the fold only when the player scrolls near it', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = `${innerHeight * 3}px`;
    const [top, next, below] = [slab('top'), slab('next'), slab('below')];
    page.append(top, next, spacer, below);

    await inViewTakenOver();
    await waitFor(() => order.includes('next effects'));
    // Each in a turn of its own: the first had the page to itself, and its effects ran before the
    // next one's turn (together they would be one long task after the last).
    expect(order).to.deep.equal(['top', 'top effects', 'next', 'next effects']);
    expect(renderedWhenFirst.get('top')).to.deep.equal([]);

    // The browser has looked where the lower one is: out of sight, it waits.
    await waitFor(() => looked.has(below));
    expect(text(below)).to.equal('');
    // Meanwhile the page changes it: its first render shows what it was told.
    below.setAttribute('name', 'lower');

    below.scrollIntoView();
    await waitFor(() => text(below) === 'lower 0');
    expect(renders()).to.deep.equal(['top', 'next', 'lower']);
  });

  it('does the long work the elements will need first, each piece in a task of its own, then the elements in theirs', async () => {
    endTakeOver();
    const prepare = (name: string) => () => {
      order.push(name);
      // Runs at the end of this task: before the next element only if that element is in another task.
      queueMicrotask(() => order.push(`${name} done`));
    };
    startTakeOver({ nearOrIdle: nearOnly, prepare: [prepare('numbers'), prepare('dates')] });
    const [top, next] = [slab('top'), slab('next')];
    page.append(top, next);

    await inViewTakenOver();
    await waitFor(() => text(next) === 'next 0');
    expect(renders()).to.deep.equal(['numbers', 'numbers done', 'dates', 'dates done', 'top', 'next']);
  });

  it('leaves what nobody sees yet for an idle moment, after everything in sight', async () => {
    const [toast, top] = [slab('toast'), slab('top')];
    page.append(toast, top);
    await inViewTakenOver();
    await waitFor(() => text(top) === 'top 0');
    expect(renders()).to.deep.equal(['top']);
    expect(text(toast)).to.equal('');

    for (const run of [...idle]) run();
    await waitFor(() => text(toast) === 'toast 0');
  });

  it('takes an element over under the finger that touches it while it waits, and the next tap reaches it', async () => {
    const toast = slab('toast');
    toast.style.display = 'block';
    toast.style.minHeight = '200px';
    const top = slab('top');
    page.append(top, toast);
    await inViewTakenOver();
    await waitFor(() => text(top) === 'top 0');
    expect(text(toast)).to.equal('');

    toast.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
    await waitFor(() => text(toast) === 'toast 0');
    shadowQuery(toast, '.slab')!.click();
    await waitFor(() => text(toast) === 'toast 1');
  });

  it('renders what comes once the first screen has gone without waiting (a page the player asked for), below the fold too', async () => {
    page.append(slab('top'));
    await inViewTakenOver();
    stopPacing();
    const spacer = document.createElement('div');
    spacer.style.height = `${innerHeight * 3}px`;
    const later = slab('later');
    page.append(spacer, later);
    await waitFor(() => text(later) === 'later 0');
    expect(looked.has(later)).to.equal(false);
  });
  it('lets a tap made while elements wait be answered first: none takes its turn until the finger lifts', async () => {
    const top = slab('top');
    page.append(top);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
    await nextFrame(2);
    expect(text(top)).to.equal('');
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
    await waitFor(() => text(top) === 'top 0');
  });
});
