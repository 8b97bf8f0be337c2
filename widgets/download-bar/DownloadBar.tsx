/**
 * <mc-download-bar>: the app download bar (close button, download button, app icon, five stars),
 * the download dialog (Android, iOS app, iOS configuration profile) and the add-to-home-screen
 * footer with instructions for the device.
 *
 * The bar is hidden in the native app, after the player closed it during this visit, in an
 * installed web app, and when there is nothing to download or install. Where the browser offers to
 * install the site, the bar and the footer show an Install button that opens the browser's dialog;
 * elsewhere (iOS) the footer keeps its instructions. It floats above the page's footer
 * (`--mc-footer-space`) and keeps its own height free at the end of the page, so it covers nothing
 * and moves nothing. It comes in only while the player is still, never under a
 * tap; once in, it stays. Where the page's first screen drew the bar and showed it before the
 * site's code (the site's home page), it takes that bar over, box for box. The element carries
 * `data-settled` once the bar has decided whether to show (its configuration in, the player
 * still, or a rule that hides it anyway), so a page can wait for that state.
 *
 * @attr tip-type - add-to-home-screen instructions: 1 browser menu at the top, 2 share button at the bottom (default 2)
 * @attr open - boolean: the download popup is open (a page can open it, e.g. from a menu tile)
 * @attr popup-only - boolean: no bar; only the popup (with `open`)
 * @event mc-download-popup - { open: boolean } when the popup opens or closes
 * @csspart bar - the bar
 * @csspart icon - the app icon
 * @csspart download - the bar's download button
 * @csspart close - the bar's close button
 * @csspart dialog - the download popup
 * @csspart entry - one download entry of the popup
 * @csspart add-home - the add-to-home-screen footer
 * @csspart install - the Install button (bar and footer), where the browser offers to install
 * @cssprop --mc-download-bar-background - bar background (default the merchant's app_background)
 * @cssprop --mc-footer-space - how far above the bottom of the screen the bar stays, over a fixed footer (default 0; the site sets it to its footer's height)
 * @cssprop --mc-site-max-width - widest the bar and the popup get, centred (default 480px, the site's column)
 */
// Spec §2.10 (hideDownloadBar; rules in core/rules/downloadBar.ts; install: core/app/install.ts).
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { isStandalone } from '../../core/app/display-mode.ts';
import { takeDrawn } from '../../core/app/drawn.ts';
import { isStill, whenStill } from '../../core/app/still.ts';
import { $installPrompt, installApp } from '../../core/app/install.ts';
import { assetUrl } from '../../core/config.ts';
import {
  APP_ICON_RESOURCE_TYPE,
  addHomeDownloadUrl,
  addHomeTipType,
  downloadBarHiddenReason,
  downloadEntries,
  downloadLinks,
  hasStoreLink,
  isNativeApp,
  needsLegacyIosTip,
  type DownloadResourceType,
} from '../../core/rules/downloadBar.ts';
import { dismissDownloadBar, isDownloadBarDismissed } from '../../core/stores/download-bar-memory.ts';
import { $resources, initialConfigStore, loadInitialConfig } from '../../core/stores/platform.ts';
import { appBackgroundStyle, appDescStyle } from '../download/appTemplate.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';
import { retryTextKey } from '../base/retryText.ts';
import { CLOSE_ICON, STAR_ICON } from '../../core/icons.ts';

export interface DownloadBarProps {
  tipType?: string;
  open?: boolean;
  popupOnly?: boolean;
}

/** What the page runs in, read once per element. */
function readEnvironment() {
  const nav = globalThis.navigator as Navigator | undefined;
  return { userAgent: nav?.userAgent ?? '', maxTouchPoints: nav?.maxTouchPoints ?? 0, standalone: isStandalone() };
}

export function DownloadBar({ tipType, open = false, popupOnly = false }: DownloadBarProps) {
  const { t } = useT();
  const { emit, host } = useHost();
  const config = useStore(initialConfigStore.$state);
  const resources = useStore($resources);
  const installable = useStore($installPrompt) !== null;
  const env = useMemo(readEnvironment, []);
  // The first screen's bar (host/first-screen-bar.ts): while it waits to come in, this waits too;
  // on screen, this takes it over at once; closed by the player, it is closed here too. Only an
  // element that shows a bar takes it (a popup-only one elsewhere on the page leaves it be).
  const [drawn] = useState(() => (popupOnly ? undefined : takeDrawn('mc-download-bar')));
  const [drawnState, setDrawnState] = useState(drawn?.state);
  const [drawnAsked, setDrawnAsked] = useState(drawn?.asked === true);
  const [dismissed, setDismissed] = useState(isDownloadBarDismissed);
  const [popup, setPopup] = useState(open);
  const [addHome, setAddHome] = useState(false);
  const [still, setStill] = useState(() => drawn?.state === 'open' || isStill());

  useEffect(() => {
    void loadInitialConfig();
  }, []);
  useEffect(() => {
    if (!drawn) return;
    const follow = () => {
      setDrawnState(drawn.state);
      setDrawnAsked(drawn.asked);
    };
    drawn.watch(follow);
    follow();
    return () => drawn.remove();
  }, [drawn]);
  useEffect(() => {
    if (drawnState === 'open') setStill(true);
    else if (drawnState === 'closed') setDismissed(true);
  }, [drawnState]);
  useEffect(() => {
    if (!still) return whenStill(() => setStill(true));
  }, [still]);
  useEffect(() => setPopup(open), [open]);

  const links = useMemo(() => downloadLinks(resources), [resources]);
  const template = config.value?.mobileTemplate;
  const nativeApp = isNativeApp(env.userAgent);
  const decided = popupOnly || nativeApp || dismissed || env.standalone || (still && (config.value !== undefined || config.status === 'error'));
  // In the same commit as the bar: a page that sees the marker sees the bar it decided on, and
  // the first screen's bar goes in the frame this one comes in (or once this shows none).
  useLayoutEffect(() => {
    host.toggleAttribute('data-settled', decided);
    if (decided) drawn?.remove();
  }, [host, decided]);

  const openPopup = () => {
    setPopup(true);
    emit('mc-download-popup', { open: true });
  };
  // Download tapped on the first screen's bar, before this was in: answered now.
  useEffect(() => {
    if (drawnAsked) openPopup();
  }, [drawnAsked]);
  const closePopup = () => {
    setPopup(false);
    emit('mc-download-popup', { open: false });
  };

  let bar: ReactNode = null;
  if (!popupOnly && still && !nativeApp && !dismissed && !env.standalone) {
    if (!config.value && config.status === 'error') {
      bar = (
        <div className="bar" part="bar">
          <button type="button" className="retry" onClick={() => void loadInitialConfig(true)}>
            {t(retryTextKey(config.error))}
          </button>
        </div>
      );
    } else if (config.value && downloadBarHiddenReason({ nativeApp, dismissed, standalone: env.standalone, links, installable }) === null) {
      const style = appBackgroundStyle(template, '--mc-download-bar-background');
      const descStyle = appDescStyle(template);
      bar = (
        <div className="bar" part="bar" style={style} role="region" aria-label={t('lobby.download.popupTitle')}>
          <button
            type="button"
            className="close"
            part="close"
            aria-label={t('lobby.download.close')}
            onClick={() => {
              dismissDownloadBar();
              setDismissed(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d={CLOSE_ICON} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <img className="icon" part="icon" src={assetUrl(resources[APP_ICON_RESOURCE_TYPE]?.url || '/img/app-icon.svg')} width={40} height={40} alt="" />
          <div className="about">
            <span className="name">{t('lobby.download.title')}</span>
            <span className="stars" role="img" aria-label={t('lobby.download.rating')}>
              {[0, 1, 2, 3, 4].map((i) => (
                <svg key={i} viewBox="0 0 24 24" width="11" height="11" aria-hidden="true">
                  <path d={STAR_ICON} fill="currentColor" />
                </svg>
              ))}
            </span>
            <span className="desc" style={descStyle}>
              {template?.app_desc || t('lobby.download.subtitle')}
            </span>
          </div>
          {installable && (
            <button type="button" className="btn btn-primary install" part="install" onClick={() => void installApp()}>
              {t('app.install')}
            </button>
          )}
          {hasStoreLink(links) && (
            <button
              type="button"
              className={installable ? 'btn btn-outline download' : 'btn btn-primary download'}
              part="download"
              onClick={openPopup}
              aria-haspopup="dialog"
            >
              {t('lobby.download.button')}
            </button>
          )}
        </div>
      );
    }
  }

  return (
    <>
      {bar && (
        <>
          <div className="spacer" aria-hidden="true" />
          {bar}
        </>
      )}
      <DownloadPopup
        open={popup && !addHome}
        links={links}
        canAddHome={!env.standalone && !nativeApp}
        onClose={closePopup}
        onAddHome={() => setAddHome(true)}
      />
      <AddHomeFooter
        open={addHome}
        tipType={addHomeTipType(tipType)}
        legacy={needsLegacyIosTip(env.userAgent, env.maxTouchPoints)}
        installable={installable}
        profileUrl={addHomeDownloadUrl(links)}
        onClose={() => {
          setAddHome(false);
          closePopup();
        }}
      />
    </>
  );
}

const ENTRY_ICONS: Record<DownloadResourceType, ReactNode> = {
  Android: (
    <path
      d="M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1zm-3 0h2v6H4zm14 0h2v6h-2zM8.2 4.2l1.1 1.3A5 5 0 0 1 12 5a5 5 0 0 1 2.7.5l1.1-1.3.6.5-1 1.2A4.6 4.6 0 0 1 17 8H7a4.6 4.6 0 0 1 1.6-2.1l-1-1.2zM10 6.5a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2zm4 0a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2z"
      fill="currentColor"
    />
  ),
  IOS: (
    <path
      d="M16.4 12.6c0-2.2 1.8-3.2 1.9-3.3a4.1 4.1 0 0 0-3.2-1.8c-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.8-.8a4.2 4.2 0 0 0-3.5 2.2c-1.5 2.6-.4 6.4 1.1 8.5.7 1 1.5 2.2 2.6 2.2s1.4-.7 2.7-.7 1.6.7 2.7.7 1.8-1 2.5-2a8.6 8.6 0 0 0 1.1-2.3 3.6 3.6 0 0 1-2.2-3.3zM14.3 6.1A3.4 3.4 0 0 0 15.1 3.5a3.5 3.5 0 0 0-2.3 1.2 3.2 3.2 0 0 0-.8 2.5 2.9 2.9 0 0 0 2.3-1.1z"
      fill="currentColor"
    />
  ),
  MOBILECONFIG: <path d="M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13.6l5.7-5.7-1.4-1.4-4.3 4.3-2-2-1.4 1.4z" fill="currentColor" />,
};

function DownloadPopup(props: { open: boolean; links: ReturnType<typeof downloadLinks>; canAddHome: boolean; onClose: () => void; onAddHome: () => void }) {
  const { t } = useT();
  const entries = downloadEntries(props.links);
  return (
    <Dialog open={props.open} onClose={props.onClose} heading={t('lobby.download.popupTitle')} className="dialog" part="dialog">
      <ul className="entries">
        {entries.map((e) => (
          <li key={e.type}>
            <a className="entry" part="entry" data-type={e.type} href={assetUrl(e.url, 'link')} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                {ENTRY_ICONS[e.type]}
              </svg>
              <span>{t(`lobby.download.${e.type}`)}</span>
            </a>
          </li>
        ))}
        {props.canAddHome && (
          <li>
            <button type="button" className="entry" part="entry" data-type="add-home" onClick={props.onAddHome}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
              </svg>
              <span>{t('lobby.download.addHome')}</span>
            </button>
          </li>
        )}
      </ul>
      {entries.length === 0 && !props.canAddHome && <p className="mc-state">{t('in_no_data')}</p>}
    </Dialog>
  );
}

function AddHomeFooter(props: { open: boolean; tipType: 1 | 2; legacy: boolean; installable: boolean; profileUrl: string | undefined; onClose: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={props.open} onClose={props.onClose} heading={t('lobby.addHome.title')} className="sheet" part="add-home" data-tip-type={props.tipType}>
      {props.installable && (
        <button type="button" className="btn btn-primary btn-block install" part="install" onClick={() => void installApp().then(props.onClose)}>
          {t('app.install')}
        </button>
      )}
      <p className="tip">
        <svg className="tip-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {props.tipType === 1 ? (
            <path d="M12 5a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm0 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm0 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="currentColor" />
          ) : (
            <path
              d="M12 2l4 4-1.4 1.4L13 5.8V15h-2V5.8L9.4 7.4 8 6zM5 10h3v2H6v8h12v-8h-2v-2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1z"
              fill="currentColor"
            />
          )}
        </svg>
        <span>{t(props.tipType === 1 ? 'lobby.addHome.tip1' : 'lobby.addHome.tip2')}</span>
      </p>
      {props.legacy && <p className="legacy">{t('lobby.addHome.legacy')}</p>}
      {props.profileUrl && (
        <a className="btn btn-primary btn-block" href={assetUrl(props.profileUrl, 'link')} target="_blank" rel="noopener noreferrer" data-type="profile">
          {t('lobby.addHome.download')}
        </a>
      )}
      <svg className={props.tipType === 1 ? 'pointer up' : 'pointer down'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 20l-7-8h4V4h6v8h4z" fill="currentColor" />
      </svg>
    </Dialog>
  );
}
