// The partner opens a game in a new window itself (the platform gave its URL with the event),
// instead of sending the player to the platform's launch page.
import { platformOrigin } from './demo.js';

document.addEventListener('mc-launch-game', (event) => {
  const url = event.detail?.url;
  if (!url) return; // no URL yet: let the kit go to the platform's launch page
  event.preventDefault();
  window.open(new URL(url, platformOrigin()).href, '_blank', 'noopener');
});
