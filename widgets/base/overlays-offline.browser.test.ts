// In a file of its own: the toast's code must not be in this document yet.
import { describe, it, expect, waitFor, nextFrame, shadowQuery, textOf, goOffline } from '../../tests/browser/helpers.ts';
import { resetStores } from '../../tests/browser/platform-fixtures.ts';
import { toast } from './feedback.ts';

describe('the toast asked for offline', () => {
  it('is fetched once the device is back, and then shows; nothing is fetched while offline', async () => {
    resetStores();
    const toastCode = () => performance.getEntriesByType('resource').filter((e) => /widgets\/toast\//.test(e.name));
    const backOnline = goOffline();
    // Long enough to be still up when its code has come, however busy the machine.
    toast('fail', 'error.try_again', 600_000);
    await nextFrame(5);
    // A download tried now would stay failed for the rest of the page, and no toast could ever show.
    expect(toastCode()).to.have.length(0);
    expect(document.querySelector('mc-toast')).to.equal(null);
    backOnline();
    const el = await waitFor(() => document.querySelector('mc-toast'));
    await waitFor(() => textOf(shadowQuery(el, '.text')) === 'Something went wrong. Please try again.');
    expect(toastCode().length).to.be.greaterThan(0);
  });
});
