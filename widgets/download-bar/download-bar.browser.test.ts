import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  recordEvents,
  playerTaps,
  useFakeClock,
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { captureNavigation, initialConfig, platformRoutes } from '../../tests/browser/platform-fixtures.ts';
import { resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { $installPrompt, watchInstallPrompt } from '../../core/app/install.ts';
import { initialConfigStore } from '../../core/stores/platform.ts';
import { STILL_MS, holdStill } from '../../core/app/still.ts';
import { offerDrawn, type DrawnState } from '../../core/app/drawn.ts';
import { dismissDownloadBar } from '../../core/stores/download-bar-memory.ts';
import './index.ts';

const LINKS = [
  { resourceType: 'Android', url: '/download/mc01.apk' },
  { resourceType: 'IOS', url: 'https://apps.example.com/ios/mc01' },
  { resourceType: 'MOBILECONFIG', url: '/download/mc01.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
];
const UA_IOS_12_1 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const UA_IOS_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const UA_NATIVE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MCApp/2.3.0';

const routes = (resources: unknown[] = LINKS, extra: Record<string, unknown> = {}) =>
  platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ resources, ...extra })) });

const realMatchMedia = window.matchMedia;
function fakeUserAgent(ua: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => ua });
}
function fakeStandalone() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia.call(window, query),
    matches: query.includes('display-mode: standalone'),
  })) as typeof window.matchMedia;
}

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetLobby();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  window.matchMedia = realMatchMedia;
});

/** Waits until the element has decided (`data-settled`); then reads whether the bar is there. */
async function settledBar(el: Element) {
  await waitFor(() => el.hasAttribute('data-settled'));
  return q(el, '.bar');
}

describe('<mc-download-bar> hide rules (§2.10)', () => {
  it('shows with a download link: close, download, app icon, five stars', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    expect(q(el, '.close')!.getAttribute('aria-label')).to.equal('Close the download bar');
    expect(textOf(q(el, '.download'))).to.equal('Download');
    const icon = q(el, '.icon') as HTMLImageElement;
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).to.deep.equal(['40', '40']);
    expect(shadowQueryAll(el, '.stars svg')).to.have.length(5);
    expect(q(el, '.stars')!.getAttribute('aria-label')).to.equal('Rated 5 out of 5');
    expect(getComputedStyle(q(el, '.bar')!).position).to.equal('fixed');
    expect(q(el, '.spacer')!.getBoundingClientRect().height).to.equal(60);
  });

  it('hidden in the native app', async () => {
    fakeUserAgent(UA_NATIVE);
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(el)).to.equal(null);
    expect(q(el, '.spacer')).to.equal(null);
  });

  it('hidden after being closed (hideDownloadBar), for the rest of the visit', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    click(q(el, '.close')!);
    await waitFor(() => !q(el, '.bar'));
    expect(sessionStorage.getItem('hideDownloadBar')).to.equal('1');
    el.remove();
    const again = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(again)).to.equal(null);
  });

  it('hidden when running as an installed web app', async () => {
    fakeStandalone();
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(el)).to.equal(null);
  });

  it('hidden when no download link exists', async () => {
    mockFetch(
      routes([
        { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
        { resourceType: 'IOS', url: '' },
      ]),
    );
    const el = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(el)).to.equal(null);
  });

  it('a failed configuration says load failed, tap to retry; tapping retries', async () => {
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': [http(500), ok(initialConfig({ resources: LINKS }))] }));
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.retry') });
    expect(textOf(q(el, '.retry'))).to.equal('Load failed, tap to retry');
    click(q(el, '.retry')!);
    await waitFor(() => q(el, '.download'));
    expect(api.calls('/wps/system/init')).to.have.length(2);
  });

  it('uses the merchant template: background, description and its colour', async () => {
    mockFetch(routes(LINKS, { mobileTemplate: { app_background: 'rgb(27, 31, 59)', app_desc: 'Play anywhere', app_desc_font_color: 'rgb(255, 0, 0)' } }));
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    expect(getComputedStyle(q(el, '.bar')!).backgroundColor).to.equal('rgb(27, 31, 59)');
    expect(textOf(q(el, '.desc'))).to.equal('Play anywhere');
    expect(getComputedStyle(q(el, '.desc')!).color).to.equal('rgb(255, 0, 0)');
  });
});

describe('<mc-download-bar> download popup', () => {
  it('Android, iOS app and iOS configuration profile, as new-tab links; then add to home screen', async () => {
    mockFetch(routes());
    const popups = recordEvents<CustomEvent>(document, 'mc-download-popup');
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.download') });
    click(q(el, '.download')!);
    await waitFor(() => (q(el, 'dialog.dialog') as HTMLDialogElement).open);
    const entries = shadowQueryAll<HTMLAnchorElement>(el, 'a.entry');
    expect(entries.map((a) => a.getAttribute('data-type'))).to.deep.equal(['Android', 'IOS', 'MOBILECONFIG']);
    expect(entries.map((a) => textOf(a))).to.deep.equal(['Android app', 'iOS app', 'iOS configuration profile']);
    expect(entries.map((a) => a.getAttribute('href'))).to.deep.equal([
      '/download/mc01.apk',
      'https://apps.example.com/ios/mc01',
      '/download/mc01.mobileconfig',
    ]);
    expect(entries.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).to.equal(true);
    expect(q(el, 'button.entry[data-type="add-home"]')).not.to.equal(null);
    expect(popups.map((e) => e.detail)).to.deep.equal([{ open: true }]);
    click(q(el, 'dialog.dialog .dialog-close')!);
    await waitFor(() => !(q(el, 'dialog.dialog') as HTMLDialogElement).open);
    expect(popups.map((e) => e.detail)).to.deep.equal([{ open: true }, { open: false }]);
  });

  it('offers only the entries whose link exists', async () => {
    mockFetch(routes([{ resourceType: 'IOS', url: 'https://apps.example.com/ios/mc01' }]));
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.download') });
    click(q(el, '.download')!);
    await waitFor(() => q(el, 'a.entry'));
    expect(shadowQueryAll(el, 'a.entry').map((a) => a.getAttribute('data-type'))).to.deep.equal(['IOS']);
  });

  it('a page can open the popup alone (popup-only + open)', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download-bar popup-only open></mc-download-bar>', { ready: (e) => q(e, 'a.entry') });
    expect(q(el, '.bar')).to.equal(null);
    expect((q(el, 'dialog.dialog') as HTMLDialogElement).open).to.equal(true);
    el.removeAttribute('open');
    await waitFor(() => !(q(el, 'dialog.dialog') as HTMLDialogElement).open);
  });
});

describe('<mc-download-bar> add-to-home-screen footer', () => {
  async function openAddHome(html = '<mc-download-bar></mc-download-bar>') {
    const el = await mount(html, { ready: (e) => q(e, '.download') });
    click(q(el, '.download')!);
    await waitFor(() => q(el, 'button.entry[data-type="add-home"]'));
    click(q(el, 'button.entry[data-type="add-home"]')!);
    await waitFor(() => (q(el, 'dialog.sheet') as HTMLDialogElement).open);
    return el;
  }

  it('tip type defaults to 2 (share button at the bottom); a download button for the profile link', async () => {
    fakeUserAgent(UA_IOS_17);
    mockFetch(routes());
    const el = await openAddHome();
    expect(q(el, 'dialog.sheet')!.getAttribute('data-tip-type')).to.equal('2');
    expect(textOf(q(el, '.tip'))).to.equal('Tap the Share button at the bottom, then choose “Add to Home Screen”.');
    expect(q(el, '.legacy')).to.equal(null);
    const download = q(el, 'a[data-type="profile"]') as HTMLAnchorElement;
    expect(download.getAttribute('href')).to.equal('/download/mc01.mobileconfig');
    expect(textOf(download)).to.equal('Download the profile');
  });

  it('tip type 1: the browser menu at the top', async () => {
    mockFetch(routes());
    const el = await openAddHome('<mc-download-bar tip-type="1"></mc-download-bar>');
    expect(q(el, 'dialog.sheet')!.getAttribute('data-tip-type')).to.equal('1');
    expect(textOf(q(el, '.tip'))).to.include('browser menu');
  });

  it('the legacy tip on iOS 12.1 or lower', async () => {
    fakeUserAgent(UA_IOS_12_1);
    mockFetch(routes());
    const el = await openAddHome();
    expect(textOf(q(el, '.legacy'))).to.include('iOS 12.1 or lower');
  });

  it('no download button without a profile link; closing closes everything', async () => {
    mockFetch(routes(LINKS.filter((l) => l.resourceType !== 'MOBILECONFIG')));
    const el = await openAddHome();
    expect(q(el, 'a[data-type="profile"]')).to.equal(null);
    click(q(el, 'dialog.sheet .dialog-close')!);
    await waitFor(() => !(q(el, 'dialog.sheet') as HTMLDialogElement).open);
    expect((q(el, 'dialog.dialog') as HTMLDialogElement).open).to.equal(false);
  });
});

/** The browser's install offer as Chromium fires it; counts how often its dialog was opened. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = { prompts: 0, event: new Event('beforeinstallprompt', { cancelable: true }) };
  Object.assign(offer.event, {
    prompt: async () => void (offer.prompts += 1),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(offer.event);
  return offer;
}

describe('<mc-download-bar> install offer (beforeinstallprompt)', () => {
  let stop: () => void;
  beforeEach(() => {
    $installPrompt.set(null);
    stop = watchInstallPrompt(window);
  });
  afterEach(() => {
    stop();
    $installPrompt.set(null);
  });

  it('the bar offers Install next to Download; Install opens the browser dialog once', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.download') });
    expect(q(el, '[part="install"]')).to.equal(null);
    const offer = offerInstall();
    expect(offer.event.defaultPrevented).to.equal(true); // the browser's own infobar is kept back
    await waitFor(() => q(el, '.bar [part="install"]'));
    expect(textOf(q(el, '.bar [part="install"]'))).to.equal('Install');
    expect(q(el, '.bar .download')).not.to.equal(null);
    click(q(el, '.bar [part="install"]')!);
    await waitFor(() => offer.prompts === 1);
    await waitFor(() => !q(el, '.bar [part="install"]')); // an offer is used once
  });

  it('shows the bar with Install alone when the platform has no download link', async () => {
    mockFetch(routes([{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }]));
    offerInstall();
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    expect(q(el, '.bar [part="install"]')).not.to.equal(null);
    expect(q(el, '.bar .download')).to.equal(null);
  });

  it('stays hidden when installed (standalone), whatever the browser offers', async () => {
    fakeStandalone();
    mockFetch(routes());
    offerInstall();
    const el = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(el)).to.equal(null);
  });

  it('the add-to-home-screen footer puts Install above the instructions', async () => {
    mockFetch(routes());
    const offer = offerInstall();
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.download') });
    click(q(el, '.download')!);
    await waitFor(() => q(el, 'button.entry[data-type="add-home"]'));
    click(q(el, 'button.entry[data-type="add-home"]')!);
    await waitFor(() => (q(el, 'dialog.sheet') as HTMLDialogElement).open);
    expect(q(el, 'dialog.sheet .tip')).not.to.equal(null);
    click(q(el, 'dialog.sheet [part="install"]')!);
    await waitFor(() => offer.prompts === 1);
    await waitFor(() => !(q(el, 'dialog.sheet') as HTMLDialogElement).open);
  });

  it('without an offer (iOS), the footer keeps only the instructions', async () => {
    fakeUserAgent(UA_IOS_17);
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.download') });
    click(q(el, '.download')!);
    await waitFor(() => q(el, 'button.entry[data-type="add-home"]'));
    click(q(el, 'button.entry[data-type="add-home"]')!);
    await waitFor(() => (q(el, 'dialog.sheet') as HTMLDialogElement).open);
    expect(textOf(q(el, 'dialog.sheet .tip'))).to.equal('Tap the Share button at the bottom, then choose “Add to Home Screen”.');
    expect(q(el, 'dialog.sheet [part="install"]')).to.equal(null);
  });
});

describe("<mc-download-bar> never under the player's hand", () => {
  it('does not come in while input keeps arriving; comes in once the player has been still for STILL_MS', async () => {
    // A day ahead: the input made here is in the future of the next test's clock, which forgets it.
    const clock = useFakeClock({ now: Date.now() + 86_400_000 });
    mockFetch(routes());
    playerTaps();
    const el = await mount('<mc-download-bar></mc-download-bar>');
    await waitFor(() => initialConfigStore.$state.get().value !== undefined);
    for (let i = 0; i < 6; i++) {
      playerTaps();
      await clock.tickAsync(STILL_MS / 2);
      await nextFrame(2);
      expect(q(el, '.bar')).to.equal(null);
      expect(el.hasAttribute('data-settled'), 'undecided while the player is busy').to.equal(false);
    }
    await clock.tickAsync(STILL_MS);
    await waitFor(() => q(el, '.bar'));
    expect(el.hasAttribute('data-settled')).to.equal(true);
    // Once in, it stays under the player's taps.
    playerTaps();
    await nextFrame(2);
    expect(q(el, '.bar')).not.to.equal(null);
  });
});

describe('<mc-download-bar> taking over the first screen’s bar', () => {
  /** A bar the page drew (host/first-screen-bar.ts), as the element sees it; `part` moves it as the page would. */
  function drawnBar(initial: DrawnState) {
    const removedWhile: DrawnState[] = [];
    const part = offerDrawn('mc-download-bar', (drawn) => removedWhile.push(drawn.state));
    if (initial !== 'waiting') part.moveTo(initial);
    return { removedWhile, part };
  }

  it('shows the same bar at once, with no wait for stillness, and the drawn one goes in the same frame', async () => {
    const release = holdStill(); // the site's first screen still shows: a bar coming anew would wait
    try {
      const drawn = drawnBar('open');
      mockFetch(routes());
      const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
      expect(drawn.removedWhile).to.deep.equal(['open']);
      expect(el.hasAttribute('data-settled')).to.equal(true);
      expect(textOf(q(el, '.download'))).to.equal('Download');
    } finally {
      release();
    }
  });

  it('waits while the drawn bar waits for a still player, and comes in the moment it does', async () => {
    const release = holdStill();
    try {
      const drawn = drawnBar('waiting');
      mockFetch(routes());
      const el = await mount('<mc-download-bar></mc-download-bar>');
      await waitFor(() => initialConfigStore.$state.get().value !== undefined);
      await nextFrame(2);
      expect(q(el, '.bar')).to.equal(null);
      expect(drawn.removedWhile).to.deep.equal([]);
      drawn.part.moveTo('open');
      await waitFor(() => q(el, '.bar'));
      expect(drawn.removedWhile).to.deep.equal(['open']);
    } finally {
      release();
    }
  });

  it('shows no bar when the player closed the drawn one before it came, and leaves its closing alone', async () => {
    const drawn = drawnBar('open');
    dismissDownloadBar();
    drawn.part.moveTo('closed');
    mockFetch(routes());
    const el = await mount('<mc-download-bar></mc-download-bar>');
    expect(await settledBar(el)).to.equal(null);
    expect(drawn.removedWhile).to.deep.equal([]);
  });

  it('a popup-only element leaves the drawn bar to the one that shows a bar', async () => {
    const drawn = drawnBar('open');
    mockFetch(routes());
    const popupOnly = await mount('<mc-download-bar popup-only open></mc-download-bar>');
    await waitFor(() => (q(popupOnly, 'dialog.dialog') as HTMLDialogElement | null)?.open === true);
    expect(drawn.removedWhile).to.deep.equal([]);
    const bar = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    expect(bar.hasAttribute('data-settled')).to.equal(true);
    expect(drawn.removedWhile).to.deep.equal(['open']);
  });

  it('opens the download popup as it takes over when Download was tapped on the drawn bar', async () => {
    const drawn = drawnBar('open');
    drawn.part.ask();
    mockFetch(routes());
    const events = recordEvents<CustomEvent>(document, 'mc-download-popup');
    const el = await mount('<mc-download-bar></mc-download-bar>', { ready: (e) => q(e, '.bar') });
    await waitFor(() => (q(el, 'dialog.dialog') as HTMLDialogElement | null)?.open === true);
    expect(shadowQueryAll(el, '.entry').map((e) => e.getAttribute('data-type'))).to.deep.equal(['Android', 'IOS', 'MOBILECONFIG', 'add-home']);
    expect(events.map((e) => e.detail)).to.deep.equal([{ open: true }]);
  });
});
