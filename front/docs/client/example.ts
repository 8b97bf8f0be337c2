/**
 * The live examples of the documentation: the page keeps the visitor (it handles the kit's
 * cancelable events itself, as a partner page may) and shows each kit event an example sends,
 * with its detail, in the log under the example.
 */
const log = document.getElementById('example-log');
const examples = [...document.querySelectorAll<HTMLElement>('[data-events]')];
const names = new Set([
  'mc-navigate',
  'mc-launch-game',
  'mc-ready',
  'mc-error',
  ...examples.flatMap((el) => (el.dataset.events ?? '').split(' ').filter(Boolean)),
]);
const CANCELABLE = new Set(['mc-navigate', 'mc-launch-game']);

function detailText(detail: unknown): string {
  try {
    const text = JSON.stringify(detail) ?? '';
    return text.length > 240 ? `${text.slice(0, 239)}…` : text;
  } catch {
    return '';
  }
}

for (const name of names) {
  document.addEventListener(name, (event) => {
    if (CANCELABLE.has(name)) event.preventDefault();
    if (!log) return;
    const item = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = name;
    item.append(code, ` ${detailText((event as CustomEvent).detail)}`);
    if (CANCELABLE.has(name)) item.append(' (kept on this page: on yours, handle it or the visitor goes to the platform’s site)');
    log.append(item);
  });
}
