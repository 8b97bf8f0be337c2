// The affiliate keeps a new player on its page after the sign-up: it handles the navigation the
// register element asks for afterwards (to the platform's home) by showing a welcome instead.
// Every other navigation (sign in, terms…) falls back to the platform's own site, signed in when
// the player is: the kit's frame takes the player there itself, so nothing that signs them in
// passes through this page. "Play now" does the same through mcKit.go().
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

document.querySelector('#play-now').addEventListener('click', () => {
  void window.mcKit.go('/m/home');
});
