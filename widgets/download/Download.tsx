/**
 * <mc-download>: the app download page. It brings its own back arrow and title (the site shows
 * this page without its header). The app's icon, name and description in the merchant's app
 * colours; one tab per platform: Android (the app file and how to allow installing it) and iOS
 * (the App Store and the configuration profile with the steps to trust it; iOS 12.4 or later). The
 * tab of the visitor's device opens first. Entries show only when the merchant has the link.
 *
 * @attr platform - the tab open at first: android | ios (default: the visitor's device)
 * @event mc-download - { platform, kind } when a download link is followed (kind: Android, IOS, MOBILECONFIG)
 * @event mc-navigate - back
 * @csspart bar - the title bar
 * @csspart app - the app card
 * @csspart tabs - the platform tabs
 * @csspart guide - the steps
 * @cssprop --mc-download-background - background of the app card (default the merchant's app_background, else a dark gradient)
 * @csspart heading - the element's heading
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 */
// Spec §2.2, §2.3 (app_background, app_desc_font_color; links from `resources` of the initial
// configuration).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $resources, initialConfigStore, loadInitialConfig } from '../../core/stores/platform.ts';
import { MIN_IOS_VERSION } from '../../core/rules/constants.ts';
import { assetUrl } from '../../core/config.ts';
import { isExternalLink, navigate } from '../../core/nav.ts';
import { appBackgroundStyle, appDescStyle } from './appTemplate.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { BACK_ICON } from '../../core/icons.ts';

export type DevicePlatform = 'android' | 'ios';

export interface DownloadProps {
  platform?: string;
}

/** iPhone, iPad, iPod; iPadOS also reports itself as a Mac with a touch screen. */
export function detectPlatform(ua: string = navigator.userAgent, touchPoints: number = navigator.maxTouchPoints ?? 0): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && touchPoints > 1) return 'ios';
  return 'android';
}

const STEPS: Record<DevicePlatform | 'profile', readonly string[]> = {
  android: ['download.android.step1', 'download.android.step2', 'download.android.step3'],
  ios: ['download.ios.step1', 'download.ios.step2'],
  profile: ['download.profile.step1', 'download.profile.step2', 'download.profile.step3'],
};

export function Download({ platform }: DownloadProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const config = useStore(initialConfigStore.$state);
  const resources = useStore($resources);
  const initial: DevicePlatform = platform === 'android' || platform === 'ios' ? platform : detectPlatform();
  const [tab, setTab] = useState<DevicePlatform>(initial);
  const tabsId = useId();

  useEffect(() => {
    void loadInitialConfig();
  }, []);

  useEffect(() => {
    if (platform === 'android' || platform === 'ios') setTab(platform);
  }, [platform]);

  const bar = (
    <header className="bar" part="bar">
      <button type="button" className="icon-btn" onClick={() => navigate(host, 'back')} aria-label={t('common.back')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="flip-rtl">
          <path d={BACK_ICON} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 part="heading" className="title">
        {t('title.download')}
      </h1>
    </header>
  );

  if (!config.value) {
    return (
      <div className="page">
        {bar}
        {config.status === 'error' ? <LoadFailedState error={config.error} onRetry={() => void loadInitialConfig(true)} /> : <LoadingState minHeight={400} />}
      </div>
    );
  }

  const template = config.value.mobileTemplate;
  const icon = resources.AppDownloadIcon?.url.trim() || '/img/app-icon.svg';
  const link = (type: string) => resources[type]?.url.trim() || '';
  const href = (url: string) => (isExternalLink(url) ? url : assetUrl(url.startsWith('/') ? url : `/${url}`, 'link'));
  const android = link('Android');
  const ios = link('IOS');
  const profile = link('MOBILECONFIG');

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: DevicePlatform = event.key === 'Home' ? 'android' : event.key === 'End' ? 'ios' : tab === 'android' ? 'ios' : 'android';
    setTab(next);
    (event.currentTarget.parentElement?.querySelector(`[data-tab="${next}"]`) as HTMLButtonElement | null)?.focus();
  };

  const tabButton = (id: DevicePlatform, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${tabsId}-${id}`}
      data-tab={id}
      part={tab === id ? 'tab tab-active' : 'tab'}
      aria-selected={tab === id}
      aria-controls={`${tabsId}-${id}-panel`}
      tabIndex={tab === id ? 0 : -1}
      onClick={() => setTab(id)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  const downloadLink = (url: string, kind: string, label: string, primary = true) => (
    <a
      className={primary ? 'btn btn-primary btn-block' : 'btn btn-outline btn-block'}
      data-kind={kind}
      href={href(url)}
      {...(isExternalLink(url) ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
      onClick={() => emit('mc-download', { platform: tab, kind })}
    >
      {label}
    </a>
  );

  const steps = (list: readonly string[], name: string) => (
    <ol className="steps" part="guide" data-guide={name}>
      {list.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );

  return (
    <div className="page">
      {bar}
      <section className="app" part="app" aria-labelledby={`${tabsId}-app`} style={appBackgroundStyle(template, '--mc-download-background')}>
        <img className="app-icon" src={assetUrl(icon)} width={72} height={72} alt="" />
        <div className="app-text">
          <h2 id={`${tabsId}-app`}>{t('site.name')}</h2>
          {template.app_desc && (
            <p className="app-desc" style={appDescStyle(template)}>
              {template.app_desc}
            </p>
          )}
          <p className="stars" role="img" aria-label={t('download.rating')}>
            {'★★★★★'}
          </p>
        </div>
      </section>

      <div className="tabs" role="tablist" part="tabs" aria-label={t('download.platforms')}>
        {tabButton('android', t('download.android'))}
        {tabButton('ios', t('download.ios'))}
      </div>

      <section className="panel" role="tabpanel" id={`${tabsId}-android-panel`} aria-labelledby={`${tabsId}-android`} hidden={tab !== 'android'}>
        {android ? (
          <>
            {downloadLink(android, 'Android', t('download.android.get'))}
            <h3>{t('download.howTo')}</h3>
            {steps(STEPS.android, 'android')}
          </>
        ) : (
          <p className="note" data-state="unavailable">
            {t('download.unavailable')}
          </p>
        )}
      </section>

      <section className="panel" role="tabpanel" id={`${tabsId}-ios-panel`} aria-labelledby={`${tabsId}-ios`} hidden={tab !== 'ios'}>
        {ios || profile ? (
          <>
            {ios && downloadLink(ios, 'IOS', t('download.ios.get'))}
            {ios && steps(STEPS.ios, 'ios')}
            {profile && (
              <>
                {downloadLink(profile, 'MOBILECONFIG', t('download.profile.get'), !ios)}
                <h3>{t('download.profile.howTo')}</h3>
                {steps(STEPS.profile, 'profile')}
              </>
            )}
            <p className="note">{t('download.ios.version', { version: MIN_IOS_VERSION })}</p>
          </>
        ) : (
          <p className="note" data-state="unavailable">
            {t('download.unavailable')}
          </p>
        )}
      </section>
    </div>
  );
}
