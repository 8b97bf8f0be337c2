import { describe, it, expect, beforeEach, mount, shadowQuery, waitFor, click, textOf } from '../../tests/browser/helpers.ts';
import { resetStores } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { toast, toastError, confirm } from './feedback.ts';
import { RequestError } from '../../core/api/errors.ts';
import { deepActiveElement } from './focus.ts';
import { loadCodeTexts } from '../../core/i18n.ts';
import '../toast/index.ts';
import '../confirm-dialog/index.ts';

beforeEach(() => {
  resetStores();
  document.querySelectorAll('mc-toast, mc-confirm-dialog').forEach((e) => e.remove());
});

describe('toast', () => {
  it('shows each kind of §8 with the right role, and hides after its time', async () => {
    const el = await mount('<mc-toast></mc-toast>');
    for (const kind of ['info', 'success', 'fail', 'offline', 'loading'] as const) {
      toast(kind, 'in_please_wait', 5000);
      await waitFor(() => shadowQuery(el, `[data-kind="${kind}"]`));
      const region = shadowQuery(el, '.toast-region')!;
      expect(region.getAttribute('role')).to.equal(kind === 'fail' || kind === 'offline' ? 'alert' : 'status');
      expect(textOf(shadowQuery(el, '.text'))).to.equal('Please wait…');
      expect(Boolean(shadowQuery(el, '.spinner'))).to.equal(kind === 'loading');
    }
    toast('info', 'in_no_data', 50);
    await waitFor(() => $toast.get() === null);
    await waitFor(() => !shadowQuery(el, '.toast'));
  });

  it('writes the moment a refusal names as the player’s date and time', async () => {
    const el = await mount('<mc-toast></mc-toast>');
    const until = new Date(2027, 3, 7, 9, 0).getTime();
    // The codes' texts come with the failed call that gives the error (core/api/request.ts).
    await loadCodeTexts();
    toastError(new RequestError('api', 'this account is taking a break', { code: 'rg.timeout', value: { until } }));
    await waitFor(() => textOf(shadowQuery(el, '.text')) === 'You are taking a break until Apr 7, 2027, 9:00 AM');
    // The store keeps the moment itself: a language chosen meanwhile writes it its own way.
    expect($toast.get()?.values).to.deep.equal({ until });
  });

  it('never blocks taps on the page beneath, shown or not, under the toast itself too', async () => {
    // The retry button a failure's toast shows over stays tappable while the toast is on screen.
    const under = document.createElement('button');
    under.textContent = 'under';
    under.style.cssText = 'position:fixed;inset:0';
    document.body.append(under);
    const el = await mount('<mc-toast></mc-toast>');
    expect(document.elementFromPoint(30, 30)).to.equal(under);
    toast('fail', 'in_no_data', 5000);
    const box = (await waitFor(() => shadowQuery(el, '.toast'))).getBoundingClientRect();
    expect(document.elementFromPoint(30, 30)).to.equal(under);
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).to.equal(under);
    under.remove();
  });

  it('a page without a toast element gets one on first use, and only one', async () => {
    toast('info', 'in_no_data');
    toast('info', 'in_no_data');
    await waitFor(() => document.querySelectorAll('mc-toast').length === 1);
    const el = document.querySelector('mc-toast')!;
    await waitFor(() => textOf(shadowQuery(el, '.text')) === 'No data');
    el.remove();
  });

  it('two toast elements on one page show the toast once', async () => {
    const a = await mount('<mc-toast></mc-toast>');
    const b = await mount('<mc-toast></mc-toast>');
    toast('success', 'in_no_data', 500);
    await waitFor(() => shadowQuery(a, '.toast') || shadowQuery(b, '.toast'));
    expect([shadowQuery(a, '.toast'), shadowQuery(b, '.toast')].filter(Boolean)).to.have.length(1);
  });
});

describe('confirm dialog', () => {
  it('opens modal, keeps focus inside, answers, and returns focus to where it was', async () => {
    const el = await mount('<mc-confirm-dialog></mc-confirm-dialog>');
    const opener = document.createElement('button');
    opener.textContent = 'open';
    document.body.append(opener);
    opener.focus();
    const answer = confirm({ title: 'in_popup_prompt', message: 'in_sure_logout' });
    const dialog = await waitFor(() => shadowQuery<HTMLDialogElement>(el, 'dialog[open]'));
    expect(dialog.matches(':modal')).to.equal(true);
    expect(textOf(shadowQuery(el, 'h2'))).to.equal('Notice');
    expect(textOf(shadowQuery(el, 'p'))).to.equal('Are you sure you want to sign out?');
    await waitFor(() => deepActiveElement()?.getAttribute('part') === 'cancel');
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    click(shadowQuery(el, '[part="confirm"]')!);
    expect(await answer).to.equal(true);
    await waitFor(() => !shadowQuery(el, 'dialog[open]'));
    await waitFor(() => document.activeElement === opener);
    opener.remove();
  });

  it('Escape and Cancel answer false', async () => {
    const el = await mount('<mc-confirm-dialog></mc-confirm-dialog>');
    const first = confirm({ message: 'in_sure_logout' });
    const dialog = await waitFor(() => shadowQuery<HTMLDialogElement>(el, 'dialog[open]'));
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(await first).to.equal(false);
    const second = confirm({ message: 'in_sure_logout' });
    await waitFor(() => shadowQuery(el, 'dialog[open] [part="cancel"]'));
    click(shadowQuery(el, '[part="cancel"]')!);
    expect(await second).to.equal(false);
    expect($confirm.get()).to.equal(null);
  });
});
