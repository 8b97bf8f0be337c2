// The demo slot's client (served as /games/slot.js; no inline script, the page runs under the
// site's CSP). Reads the ticket and texts from data attributes, spins through
// POST /games/api/spin, and tells a same-origin parent page that the balance changed.
(() => {
  const root = document.getElementById('slot');
  if (!root) return;
  // Inside the site's launch page, its bar is the way back: one way back, not two.
  if (window.parent !== window) for (const link of document.querySelectorAll('a.back')) link.remove();
  const ticket = root.dataset.ticket || '';
  const currency = root.dataset.currency || '';
  const texts = JSON.parse(root.dataset.texts || '{}');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const button = document.getElementById('spin');
  const reels = Array.from(document.querySelectorAll('.reel'));
  const limitLinks = document.getElementById('limit-links');
  const money = (cents) => `${currency}${(cents / 100).toFixed(2)}`;

  function tellParent(cents) {
    if (window.parent && window.parent !== window) {
      try {
        window.parent.postMessage({ type: 'mc-game-balance', balance: cents / 100 }, window.location.origin);
      } catch {
        // a cross-origin parent does not hear us; the site refreshes its balance when the game closes
      }
    }
  }

  async function spin() {
    const chosen = document.querySelector('input[name="stake"]:checked');
    const stake = Number(chosen ? chosen.value : 100);
    button.disabled = true;
    result.textContent = '';
    result.className = 'result';
    reels.forEach((r) => r.classList.add('spinning'));
    try {
      const res = await fetch('/games/api/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket, stake }),
      });
      const answer = await res.json();
      if (answer.error === 'ended') {
        window.location.reload();
        return;
      }
      if (answer.error === 'reality-check') {
        document.dispatchEvent(new CustomEvent('mc-reality-check', { detail: answer }));
        return;
      }
      if (answer.error === 'limit') {
        result.textContent = answer.message;
        result.className = 'result lose';
        if (limitLinks) limitLinks.hidden = false;
        return;
      }
      if (answer.error === 'insufficient') {
        result.textContent = texts.insufficient;
        result.className = 'result lose';
        return;
      }
      if (!res.ok || !Array.isArray(answer.reels)) throw new Error('spin failed');
      answer.reels.forEach((symbol, i) => {
        if (reels[i]) reels[i].textContent = texts.symbols[symbol] || '?';
      });
      balance.textContent = money(answer.balanceCents);
      if (answer.winCents > 0) {
        result.textContent = String(texts.win).replace('{amount}', money(answer.winCents));
        result.className = 'result win';
      } else {
        result.textContent = texts.lose;
        result.className = 'result lose';
      }
      tellParent(answer.balanceCents);
    } catch {
      result.textContent = texts.failed;
      result.className = 'result lose';
    } finally {
      reels.forEach((r) => r.classList.remove('spinning'));
      button.disabled = false;
    }
  }

  button.addEventListener('click', spin);
})();
