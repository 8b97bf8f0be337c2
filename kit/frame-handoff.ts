/**
 * A signed-in player's way from a frame to the platform's site (kit/frame.ts asks for this file
 * once the frame has a player; a visitor's form never loads it): their agreement when the page
 * asked by itself, a hand-off code, and the form that takes the top window to the site's hand-off
 * route with it.
 */
import { HANDOFF_ROUTE } from '../core/auth/handoff-link.ts';
import { loadTexts } from '../core/i18n.ts';
import { confirmDialog } from '../core/stores/dialog.ts';
import type { GoResult } from './frame-protocol.ts';

/** The top window goes to the site's hand-off route with the code in a form's body: never in an address, a message or an event. */
function submitHandoff(code: string, path: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = HANDOFF_ROUTE;
  form.target = '_top';
  form.hidden = true;
  for (const [name, value] of Object.entries({ code, to: path })) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Takes `userName` to `path` of the site, signed in. `asked`: the player asked for it inside this
 * frame a moment ago (kit/frame.ts); otherwise, or when the tap's activation is gone, they are
 * asked here first, and no code exists until they agree. `requestCode` asks the platform for one.
 */
export async function goSignedIn(userName: string, path: string, asked: boolean, requestCode: () => Promise<string | null>): Promise<GoResult> {
  if (!asked || !navigator.userActivation?.isActive) {
    await loadTexts(['handoff']);
    const agreed = await confirmDialog({ message: 'handoff.continue', confirmLabel: 'handoff.continue.confirm', values: { user: userName } });
    if (!agreed) return 'stay';
  }
  const code = await requestCode();
  if (!code) return 'plain';
  submitHandoff(code, path);
  return 'navigated';
}
