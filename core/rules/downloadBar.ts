/**
 * The download bar, download popup and add-to-home-screen footer of §2.10 and §4, as pure
 * functions of what the page knows (user agent, display mode, storage, download links).
 */
import { ADD_HOME_TIP_TYPE_DEFAULT, LEGACY_IOS_TIP_MAX_VERSION } from './constants.ts';

/** The native app shell adds this token to its web view's user agent. */
export const NATIVE_APP_UA_TOKEN = 'MCApp';

/** Resource types (§3) that the download popup offers, in its order. */
export const DOWNLOAD_RESOURCE_TYPES = ['Android', 'IOS', 'MOBILECONFIG'] as const;
export type DownloadResourceType = (typeof DOWNLOAD_RESOURCE_TYPES)[number];

/** The app icon shown in the bar. */
export const APP_ICON_RESOURCE_TYPE = 'AppDownloadIcon';

export function isNativeApp(userAgent: string): boolean {
  return new RegExp(`\\b${NATIVE_APP_UA_TOKEN}\\b`, 'i').test(userAgent);
}

/** iOS (iPhone, iPad, iPod, and iPadOS that calls itself a Mac but has touch) version, or null. */
export function iosVersion(userAgent: string, maxTouchPoints = 0): [number, number, number] | null {
  const m = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.](\d+)(?:[_.](\d+))?/i.exec(userAgent);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    const v = /\bVersion\/(\d+)\.(\d+)(?:\.(\d+))?/.exec(userAgent);
    return v ? [Number(v[1]), Number(v[2]), Number(v[3] ?? 0)] : [13, 0, 0];
  }
  return null;
}

export const isAndroid = (userAgent: string): boolean => /\bAndroid\b/i.test(userAgent);

/** version <= limit, compared on the limit's parts: 12.1.4 is '12.1' (at most 12.1), 12.2 is not. */
function atMost(version: readonly number[], limit: string): boolean {
  const l = limit.split('.').map(Number);
  for (let i = 0; i < l.length; i++) {
    const a = version[i] ?? 0;
    const b = l[i] ?? 0;
    if (a !== b) return a < b;
  }
  return true;
}

/** The add-to-home-screen footer shows the legacy tip on iOS 12.1 or lower, 12.1.x included (§2.10). */
export function needsLegacyIosTip(userAgent: string, maxTouchPoints = 0): boolean {
  const v = iosVersion(userAgent, maxTouchPoints);
  return v !== null && atMost(v, LEGACY_IOS_TIP_MAX_VERSION);
}

/**
 * Tip type of the add-to-home-screen footer (§4: defaults to 2). 1: the browser menu at the top
 * (Android browsers: ⋮ then 'Add to Home screen'); 2: the share button at the bottom (Safari:
 * Share then 'Add to Home Screen').
 */
export type AddHomeTipType = 1 | 2;
export function addHomeTipType(value: unknown): AddHomeTipType {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return n === 1 || n === 2 ? n : (ADD_HOME_TIP_TYPE_DEFAULT as AddHomeTipType);
}

export interface DownloadLinks {
  Android?: string;
  IOS?: string;
  MOBILECONFIG?: string;
}

/** The download links from the resources of the initial configuration (empty URLs dropped). */
export function downloadLinks(resources: Readonly<Record<string, { url: string } | undefined>>): DownloadLinks {
  const out: DownloadLinks = {};
  for (const type of DOWNLOAD_RESOURCE_TYPES) {
    const url = resources[type]?.url?.trim();
    if (url) out[type] = url;
  }
  return out;
}

export const hasStoreLink = (links: DownloadLinks): boolean => DOWNLOAD_RESOURCE_TYPES.some((t) => !!links[t]);

export interface DownloadBarContext {
  nativeApp: boolean;
  /** The player closed the bar (`hideDownloadBar`). */
  dismissed: boolean;
  /** Running as an installed web app (display-mode standalone, or iOS `navigator.standalone`). */
  standalone: boolean;
  links: DownloadLinks;
  /** The browser offers to install the site (`beforeinstallprompt`): the bar can offer that without a store link. */
  installable?: boolean;
}

export type DownloadBarHiddenReason = 'native-app' | 'dismissed' | 'standalone' | 'no-link';

/** Why the bar is hidden (§2.10), or null when it shows. */
export function downloadBarHiddenReason(ctx: DownloadBarContext): DownloadBarHiddenReason | null {
  if (ctx.nativeApp) return 'native-app';
  if (ctx.dismissed) return 'dismissed';
  if (ctx.standalone) return 'standalone';
  if (!hasStoreLink(ctx.links) && !ctx.installable) return 'no-link';
  return null;
}

export const downloadBarHidden = (ctx: DownloadBarContext): boolean => downloadBarHiddenReason(ctx) !== null;

/** The entries of the download popup: Android, iOS app, iOS configuration profile, each when its link exists. */
export function downloadEntries(links: DownloadLinks): { type: DownloadResourceType; url: string }[] {
  return DOWNLOAD_RESOURCE_TYPES.flatMap((type) => (links[type] ? [{ type, url: links[type]! }] : []));
}

/** The add-to-home-screen footer offers a download button when a configuration-profile link exists. */
export const addHomeDownloadUrl = (links: DownloadLinks): string | undefined => links.MOBILECONFIG;
