// Shared by the demo pages (an external script: the pages allow no inline script). It shows every
// kit event in the page's event log, as a partner's own code would hear them: on document, since
// every kit event bubbles and crosses shadow roots.
const EVENTS = ['mc-navigate', 'mc-login', 'mc-logout', 'mc-register', 'mc-balance', 'mc-launch-game', 'mc-error', 'mc-session'];
const log = document.querySelector('#mc-events');

function record(event) {
  if (!log) return;
  const item = document.createElement('li');
  item.dataset.event = event.type;
  let detail = '';
  try {
    detail = JSON.stringify(event.detail);
  } catch {
    detail = String(event.detail);
  }
  item.textContent = `${event.type} ${detail ?? ''}${event.defaultPrevented ? ' (handled by the page)' : ''}`;
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

// Listened to after the page's own handlers (a later listener on document), so "handled" shows.
for (const type of EVENTS) document.addEventListener(type, (event) => queueMicrotask(() => record(event)));

/** The platform origin the page was configured with (the loader's data-api). */
export function platformOrigin() {
  const script = document.querySelector('script[src$="/mc-loader.js"]');
  return script?.dataset.api || (script ? new URL(script.src).origin : location.origin);
}
