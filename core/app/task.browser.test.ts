import { describe, it, expect, waitFor, useFakeClock } from '../../tests/browser/helpers.ts';
import { inTaskOfItsOwn } from './task.ts';

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
