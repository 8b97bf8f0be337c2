import { describe, it, expect, waitFor, useFakeClock } from '../../tests/browser/helpers.ts';
import { afterNextPaint, inTaskOfItsOwn } from './task.ts';

describe('inTaskOfItsOwn', () => {
  it('runs after the current task and its microtasks, once', async () => {
    const order: string[] = [];
    inTaskOfItsOwn(() => order.push('task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('now');
    await waitFor(() => order.includes('task'));
    expect(order).to.deep.equal(['now', 'microtask', 'task']);
  });

  it('runs while timers are faked (it is not a timer)', async () => {
    useFakeClock({ toFake: ['setTimeout', 'clearTimeout'] });
    let ran = false;
    inTaskOfItsOwn(() => {
      ran = true;
    });
    await waitFor(() => ran);
  });

  it('a cancelled one never runs', async () => {
    const ran: string[] = [];
    const cancel = inTaskOfItsOwn(() => ran.push('cancelled'));
    cancel();
    inTaskOfItsOwn(() => ran.push('next'));
    await waitFor(() => ran.includes('next'));
    expect(ran).to.deep.equal(['next']);
  });
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in that frame', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after'));
    requestAnimationFrame(() => {
      order.push('frame');
      queueMicrotask(() => order.push('frame microtask'));
    });
    await waitFor(() => order.includes('after'));
    expect(order).to.deep.equal(['frame', 'frame microtask', 'after']);
  });

  it('runs once, at once, when the page goes to the background before that frame', async () => {
    let runs = 0;
    afterNextPaint(() => runs++);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(runs).to.equal(1);
    await new Promise((done) => requestAnimationFrame(() => inTaskOfItsOwn(() => done(undefined))));
    expect(runs).to.equal(1);
  });
});
