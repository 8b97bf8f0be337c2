/**
 * A task of its own, right away: a message the page posts to itself (as React's scheduler does),
 * not a timer, which is for waiting a given time. Returns a function that cancels it.
 */
export function inTaskOfItsOwn(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/**
 * Runs `run` in a task after the next frame has painted, so that what a tap changed is on screen
 * before work that can wait. A tab in the background paints no frames: there it runs at once (a
 * task of its own), or as soon as the tab goes to the background before that frame.
 */
export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', once);
    run();
  };
  if (document.visibilityState === 'hidden') {
    inTaskOfItsOwn(once);
    return;
  }
  requestAnimationFrame(() => inTaskOfItsOwn(once));
  document.addEventListener('visibilitychange', once);
}
