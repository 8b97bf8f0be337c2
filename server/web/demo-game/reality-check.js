// The reality check in a demo game's own window (served as /games/reality-check.js, no inline
// script). The platform holds a real-money spin or bet once the check is due; the game's script
// then sends 'mc-reality-check' with the answer, and this shows the panel until the player
// continues (POST /games/api/continue) or leaves.
(() => {
  const panel = document.getElementById('reality-check');
  const game = document.getElementById('slot') || document.getElementById('lottery');
  if (!panel || !game) return;
  const texts = JSON.parse(panel.dataset.texts || '{}');
  const text = document.getElementById('reality-text');
  const resume = document.getElementById('reality-continue');
  const play = game.querySelector('.spin:not(#reality-continue)');

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
        body: JSON.stringify({ ticket: game.dataset.ticket || '' }),
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
    } catch {
      // offline: the panel stays and the button can be tapped again
    } finally {
      resume.disabled = false;
    }
  });
})();
