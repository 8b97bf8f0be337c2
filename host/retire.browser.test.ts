import { createElement, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, nextFrame, shadowQuery, waitFor } from '../tests/browser/helpers.ts';
import { define } from '../widgets/define.ts';
import { startRetiring } from './retire.ts';

/** Every unmount of a probe, in order, and whether it shared its task with the one before. */
const unmounted: string[] = [];
let sharedTasks = 0;
let taskOfLastUnmount = false;
/** Probes mounted now. */
let mounted = 0;

/** A probe that counts its taps and records when its effects are cleaned up (its unmount). */
function Probe({ name }: { name?: string }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      if (taskOfLastUnmount) sharedTasks += 1;
      taskOfLastUnmount = true;
      // The end of this task (its microtasks run before the next one starts).
      queueMicrotask(() => (taskOfLastUnmount = false));
      unmounted.push(name ?? '?');
    };
  }, [name]);
  return createElement('button', { type: 'button', className: 'probe', onClick: () => setTaps(taps + 1) }, `${name} ${taps}`);
}
define('mc-retire-probe', Probe, { props: { name: 'string' }, texts: [] });

function probe(name: string): HTMLElement {
  const el = document.createElement('mc-retire-probe');
  el.setAttribute('name', name);
  return el;
}
const label = (el: Element): string => shadowQuery(el, '.probe')?.textContent ?? '';

let page: HTMLElement;
let stop: () => void;

beforeEach(() => {
  unmounted.length = 0;
  sharedTasks = 0;
  taskOfLastUnmount = false;
  page = document.createElement('div');
  document.body.append(page);
  stop = startRetiring();
});

afterEach(async () => {
  stop();
  page.remove();
  // Every probe gone before the next test counts.
  await waitFor(() => mounted === 0);
});

describe('the elements of a page the player leaves', () => {
  it('unmount only after the next frame has painted, each in a task of its own', async () => {
    const probes = ['banner', 'games', 'footer'].map(probe);
    page.append(...probes);
    await waitFor(() => probes.every((p) => label(p).endsWith(' 0')));

    for (const p of probes) p.remove();
    // The rest of the task that took them out (the tap's), and the frame after it: nothing comes apart yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(unmounted).to.deep.equal([]);
    const atNextFrame = await new Promise<string[]>((resolve) => requestAnimationFrame(() => resolve([...unmounted])));
    expect(atNextFrame).to.deep.equal([]);

    await waitFor(() => unmounted.length === 3);
    expect(unmounted).to.deep.equal(['banner', 'games', 'footer']);
    expect(sharedTasks).to.equal(0);
  });

  it('one put back before its turn keeps its state and is not unmounted', async () => {
    const [kept, gone] = [probe('kept'), probe('gone')];
    page.append(kept, gone);
    await waitFor(() => label(kept) === 'kept 0');
    shadowQuery<HTMLButtonElement>(kept, '.probe')!.click();
    await waitFor(() => label(kept) === 'kept 1');

    kept.remove();
    gone.remove();
    // Put back in the next frame (not a move within one task, which the element itself keeps).
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        page.append(kept);
        resolve();
      }),
    );
    await waitFor(() => unmounted.includes('gone'));
    await nextFrame(2);
    expect(unmounted).to.deep.equal(['gone']);
    expect(label(kept)).to.equal('kept 1');
  });

  it('unmount at once when the page stops pacing (the site leaves), and at once from then on', async () => {
    const [first, second] = [probe('first'), probe('second')];
    page.append(first, second);
    await waitFor(() => label(second) === 'second 0');
    first.remove();
    await Promise.resolve();
    expect(unmounted).to.deep.equal([]);
    stop();
    expect(unmounted).to.deep.equal(['first']);
    second.remove();
    await Promise.resolve();
    expect(unmounted).to.deep.equal(['first', 'second']);
  });
});
