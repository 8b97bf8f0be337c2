// The affiliate keeps a new player on its page after the sign-up: it handles the navigation the
// register element asks for afterwards (to the platform's home) by showing a welcome instead.
// Every other navigation (sign in, terms…) falls back to the platform's own site, signed in when
// the player is: the kit adds a single-use hand-off code to the link. "Play now" does the same
// through mcKit.siteUrl().
import './demo.js';

let registeredAs = '';
document.addEventListener('mc-register', (event) => {
  registeredAs = event.detail?.userName ?? '';
});
document.addEventListener('mc-navigate', (event) => {
  if (!registeredAs || !event.detail.path.startsWith('/m/home')) return;
  event.preventDefault();
  document.querySelector('#welcome-name').textContent = registeredAs;
  document.querySelector('#welcome').hidden = false;
  document.querySelector('#signup').hidden = true;
});

document.querySelector('#play-now').addEventListener('click', async () => {
  location.assign(await window.mcKit.siteUrl('/m/home'));
});
