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
