import { describe, expect, it } from 'vitest';
import {
  addHomeDownloadUrl,
  addHomeTipType,
  downloadBarHidden,
  downloadBarHiddenReason,
  downloadEntries,
  downloadLinks,
  iosVersion,
  isAndroid,
  isNativeApp,
  needsLegacyIosTip,
  type DownloadBarContext,
} from './downloadBar.ts';

const UA = {
  ios12_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ios12_0_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ios12_1_4: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ios12_2: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ios11: 'Mozilla/5.0 (iPad; CPU OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ios17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipados: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  nativeAndroid: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MCApp/2.3.0',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36',
};

const LINKS = { Android: '/download/mc01.apk', IOS: 'https://apps.example.com/ios/mc01', MOBILECONFIG: '/download/mc01.mobileconfig' };

describe('download bar hide rules (§2.10)', () => {
  const base: DownloadBarContext = { nativeApp: false, dismissed: false, standalone: false, links: LINKS };

  it('shows in a plain browser with a link', () => {
    expect(downloadBarHiddenReason(base)).toBe(null);
    expect(downloadBarHidden(base)).toBe(false);
  });

  it('hides in the native app, after dismissal, as an installed web app, and without any link', () => {
    expect(downloadBarHiddenReason({ ...base, nativeApp: true })).toBe('native-app');
    expect(downloadBarHiddenReason({ ...base, dismissed: true })).toBe('dismissed');
    expect(downloadBarHiddenReason({ ...base, standalone: true })).toBe('standalone');
    expect(downloadBarHiddenReason({ ...base, links: {} })).toBe('no-link');
  });

  it('every combination: shown only when no rule hides it', () => {
    for (const nativeApp of [false, true])
      for (const dismissed of [false, true])
        for (const standalone of [false, true])
          for (const links of [{}, { Android: 'a' }, { IOS: 'i' }, { MOBILECONFIG: 'm' }, LINKS]) {
            const hidden = nativeApp || dismissed || standalone || Object.keys(links).length === 0;
            expect(downloadBarHidden({ nativeApp, dismissed, standalone, links }), JSON.stringify({ nativeApp, dismissed, standalone, links })).toBe(hidden);
          }
  });
});

describe('download links and popup entries', () => {
  it('reads the three download resource types, ignoring empty URLs and other types', () => {
    const resources = {
      IOS: { resourceType: 'IOS', url: ' https://apps.example.com/ios ' },
      Android: { resourceType: 'Android', url: '' },
      MOBILECONFIG: { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
      FACEBOOK: { resourceType: 'FACEBOOK', url: 'https://fb' },
    };
    expect(downloadLinks(resources)).toEqual({ IOS: 'https://apps.example.com/ios', MOBILECONFIG: '/p.mobileconfig' });
  });

  it('popup: Android, iOS app, iOS configuration profile, each only with a link', () => {
    expect(downloadEntries(LINKS).map((e) => e.type)).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
    expect(downloadEntries({ IOS: 'x' })).toEqual([{ type: 'IOS', url: 'x' }]);
    expect(downloadEntries({})).toEqual([]);
  });

  it('the add-home footer has a download button only with a profile link', () => {
    expect(addHomeDownloadUrl(LINKS)).toBe('/download/mc01.mobileconfig');
    expect(addHomeDownloadUrl({ IOS: 'x' })).toBeUndefined();
  });
});

describe('platform detection', () => {
  it('native app by its user-agent token', () => {
    expect(isNativeApp(UA.nativeAndroid)).toBe(true);
    expect(isNativeApp(UA.android)).toBe(false);
    expect(isNativeApp('SomethingMCAppish')).toBe(false);
  });

  it('iOS versions, including iPadOS that reports a Mac', () => {
    expect(iosVersion(UA.ios12_1)).toEqual([12, 1, 0]);
    expect(iosVersion(UA.ios12_1_4)).toEqual([12, 1, 4]);
    expect(iosVersion(UA.ios11)).toEqual([11, 4, 0]);
    expect(iosVersion(UA.ipados, 5)).toEqual([16, 5, 0]);
    expect(iosVersion(UA.ipados, 0)).toBe(null);
    expect(iosVersion(UA.android)).toBe(null);
    expect(isAndroid(UA.android)).toBe(true);
  });

  it('legacy tip on iOS 12.1 or lower only', () => {
    expect(needsLegacyIosTip(UA.ios11)).toBe(true);
    expect(needsLegacyIosTip(UA.ios12_0_1)).toBe(true);
    expect(needsLegacyIosTip(UA.ios12_1)).toBe(true);
    expect(needsLegacyIosTip(UA.ios12_1_4)).toBe(true); // 12.1.x is 12.1
    expect(needsLegacyIosTip(UA.ios12_2)).toBe(false);
    expect(needsLegacyIosTip(UA.ios17)).toBe(false);
    expect(needsLegacyIosTip(UA.android)).toBe(false);
    expect(needsLegacyIosTip(UA.desktop)).toBe(false);
  });

  it('tip type defaults to 2', () => {
    expect(addHomeTipType(undefined)).toBe(2);
    expect(addHomeTipType('')).toBe(2);
    expect(addHomeTipType('7')).toBe(2);
    expect(addHomeTipType('1')).toBe(1);
    expect(addHomeTipType(1)).toBe(1);
    expect(addHomeTipType('2')).toBe(2);
  });
});
