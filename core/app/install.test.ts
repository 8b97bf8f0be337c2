import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $installPrompt, installApp, watchInstallPrompt } from './install.ts';
import { catchInstallOffer } from './install-early.ts';

/** Chromium's BeforeInstallPromptEvent, as far as the site uses it. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompts: number[] = [];
  Object.assign(event, { prompt: async () => void prompts.push(1), userChoice: Promise.resolve({ outcome }) });
  return { event, prompts };
}

describe('install offer', () => {
  const target = new EventTarget();
  let stop: () => void;
  beforeEach(() => {
    $installPrompt.set(null);
    stop = watchInstallPrompt(target);
  });
  afterEach(() => stop());

  it('keeps the browser offer instead of its infobar, and opens the dialog once', async () => {
    const { event, prompts } = offer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect($installPrompt.get()).toBe(event);
    expect(await installApp()).toBe('accepted');
    expect(prompts).toHaveLength(1);
    expect($installPrompt.get()).toBeNull();
    expect(await installApp()).toBe('unavailable');
  });

  it('reports a dismissed dialog; an event that is no install offer is ignored', async () => {
    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect($installPrompt.get()).toBeNull();
    target.dispatchEvent(offer('dismissed').event);
    expect(await installApp()).toBe('dismissed');
  });

  it("keeps an offer the browser made before the site's code ran (caught by the page's script), and catches no more after", async () => {
    stop();
    $installPrompt.set(null);
    const page = new EventTarget();
    catchInstallOffer(page);
    const { event, prompts } = offer('accepted');
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    stop = watchInstallPrompt(page);
    expect($installPrompt.get()).toBe(event);
    expect(await installApp()).toBe('accepted');
    expect(prompts).toHaveLength(1);
    // From here the site listens itself: an offer is kept once, not caught twice.
    const later = offer('dismissed').event;
    page.dispatchEvent(later);
    expect($installPrompt.get()).toBe(later);
  });

  it('an offer caught early is dropped once the app is installed before the site starts', () => {
    stop();
    $installPrompt.set(null);
    const page = new EventTarget();
    catchInstallOffer(page);
    page.dispatchEvent(offer('accepted').event);
    page.dispatchEvent(new Event('appinstalled'));
    stop = watchInstallPrompt(page);
    expect($installPrompt.get()).toBeNull();
  });

  it('forgets the offer once the app is installed, and stops listening when asked', () => {
    target.dispatchEvent(offer('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect($installPrompt.get()).toBeNull();
    stop();
    target.dispatchEvent(offer('accepted').event);
    expect($installPrompt.get()).toBeNull();
  });
});
