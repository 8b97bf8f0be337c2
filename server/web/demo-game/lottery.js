// The demo lottery's client (served as /games/lottery.js; no inline script, the page runs under
// the site's CSP). Keeps the pick within its limit, shows the total, places the bet through
// POST /games/api/lottery/bet and tells a same-origin parent page that the balance changed.
(() => {
  const root = document.getElementById('lottery');
  if (!root) return;
  // Inside the site's launch page, its bar is the way back: one way back, not two.
  if (window.parent !== window) for (const link of document.querySelectorAll('a.back')) link.remove();
  const ticket = root.dataset.ticket || '';
  const currency = root.dataset.currency || '';
  const pickMax = Number(root.dataset.pickMax || 5);
  const texts = JSON.parse(root.dataset.texts || '{}');
  const form = document.getElementById('bet');
  const balance = document.getElementById('balance');
  const total = document.getElementById('total');
  const result = document.getElementById('result');
  const button = document.getElementById('place');
  const limitLinks = document.getElementById('limit-links');
  const money = (cents) => `${currency}${(cents / 100).toFixed(2)}`;
  const picked = () => Array.from(form.querySelectorAll('input[name="number"]:checked')).map((i) => i.value);
  const value = (name) => Number((form.querySelector(`input[name="${name}"]:checked`) || { value: 0 }).value);

  function refresh() {
    const full = picked().length >= pickMax;
    form.querySelectorAll('input[name="number"]').forEach((i) => {
      i.disabled = full && !i.checked;
    });
    total.textContent = money(value('stake') * value('draws'));
  }

  function say(text, kind) {
    result.textContent = text;
    result.className = `result ${kind}`;
  }

  function tellParent(cents) {
    if (window.parent && window.parent !== window) {
      try {
        window.parent.postMessage({ type: 'mc-game-balance', balance: cents / 100 }, window.location.origin);
      } catch {
        // a cross-origin parent does not hear us; the site refreshes its balance when the game closes
      }
    }
  }

  async function place(e) {
    e.preventDefault();
    const numbers = picked();
    if (numbers.length === 0) {
      say(texts.pickSome, 'lose');
      return;
    }
    button.disabled = true;
    say('', '');
    try {
      const res = await fetch('/games/api/lottery/bet', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket, numbers, stake: value('stake'), draws: value('draws') }),
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
        say(answer.message, 'lose');
        if (limitLinks) limitLinks.hidden = false;
        return;
      }
      if (answer.error === 'insufficient' || answer.error === 'real_only') {
        say(answer.error === 'insufficient' ? texts.insufficient : texts.realOnly, 'lose');
        return;
      }
      if (!res.ok || typeof answer.orderId !== 'string') throw new Error('bet failed');
      balance.textContent = money(answer.balanceCents);
      say(
        String(texts.placed).replace('{order}', answer.orderId).replace('{draws}', String(answer.draws)).replace('{amount}', money(answer.totalCents)),
        'win',
      );
      form.querySelectorAll('input[name="number"]:checked').forEach((i) => {
        i.checked = false;
      });
      refresh();
      tellParent(answer.balanceCents);
    } catch {
      say(texts.failed, 'lose');
    } finally {
      button.disabled = false;
    }
  }

  form.addEventListener('change', refresh);
  form.addEventListener('submit', place);
  refresh();
})();
