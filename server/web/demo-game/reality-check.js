// The reality check in a demo game's own window (served as /games/reality-check.js, no inline
// script). The platform holds a real-money spin or bet once the check is due; the game's script
// then sends 'mc-reality-check' with the answer, and this shows the panel until the player
// continues (POST /games/api/continue) or leaves. A game opened on its own (no page around it
// to show the site's dialog) also times the check itself, from the platform's clock
// (GET /games/api/state: `realityCheck.dueInMs`), so it shows without waiting for a spin.
(() => {
  const panel = document.getElementById('reality-check');
  const game = document.getElementById('slot') || document.getElementById('lottery');
  if (!panel || !game) return;
  const texts = JSON.parse(panel.dataset.texts || '{}');
  const text = document.getElementById('reality-text');
  const resume = document.getElementById('reality-continue');
  const play = game.querySelector('.spin:not(#reality-continue)');
  const ticket = game.dataset.ticket || '';
  let timer;

  // Inside a page (the site's launch page, a partner's), that page shows the check; here only a held spin does.
  const onItsOwn = window.parent === window;
  async function watch() {
    clearTimeout(timer);
    try {
      const res = await fetch(`/games/api/state?ticket=${encodeURIComponent(ticket)}`);
      if (res.status === 410) {
        window.location.reload(); // the page says why the game ended
        return;
      }
      const check = res.ok ? (await res.json()).realityCheck : null;
      if (!check) return;
      if (check.dueInMs > 0) timer = setTimeout(watch, check.dueInMs);
      else document.dispatchEvent(new CustomEvent('mc-reality-check', { detail: check }));
    } catch {
      // offline: the next spin asks the platform, and coming back to the page watches again
    }
  }

  document.addEventListener('mc-reality-check', (event) => {
    const { minutes, amount } = event.detail || {};
    text.textContent = String(texts.text).replace('{minutes}', String(minutes)).replace('{amount}', String(amount));
    panel.hidden = false;
    // after the game's own handler has re-enabled its button (it does so as the call ends)
    queueMicrotask(() => {
      if (play) play.disabled = true;
    });
    resume.focus();
  });

  resume.addEventListener('click', async () => {
    resume.disabled = true;
    try {
      const res = await fetch('/games/api/continue', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket }),
      });
      if (res.status === 410) {
        window.location.reload();
        return;
      }
      if (!res.ok) return; // the panel stays; the player can tap again
      panel.hidden = true;
      if (play) {
        play.disabled = false;
        play.focus();
      }
      if (onItsOwn) void watch();
    } catch {
      // offline: the panel stays and the button can be tapped again
    } finally {
      resume.disabled = false;
    }
  });

  if (onItsOwn) {
    void watch();
    // A device asleep past the check: timers wait, so ask again when the player comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && panel.hidden) void watch();
    });
  }
})();
