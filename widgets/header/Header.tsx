/**
 * <mc-header>: the site header: the logo on the home page and a back arrow elsewhere, the page
 * title, the player's balance and a menu.
 *
 * @attr page - the page id the header sits on (home shows the logo; elsewhere a back arrow)
 * @attr logo-src - logo image URL (defaults to the platform's /img/logo.svg)
 * @attr heading - the title to show (default: the page's own title); it wraps to two lines and shrinks to fit, never cut
 * @event mc-navigate - where the header wants to go (cancelable; the page routes it)
 * @event mc-logout - after the player signed out from the menu
 * @event mc-balance - { sumBalance, currency, currencySymbol } whenever the balance changes
 * @csspart bar - the header bar
 * @csspart logo - the logo image
 * @csspart title - the page title
 * @csspart balance - the balance button
 * @csspart menu - the dropdown menu
 * @cssprop --mc-header-height - bar height (default 48px)
 * @cssprop --mc-header-background - bar background (default --mc-color-surface)
 */
// Spec §2.3.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/stores/session.ts';
import { $framedSession } from '../../core/stores/framed-session.ts';
import { memberStore } from '../../core/stores/member.ts';
import { walletStore, $balanceHidden, $balanceRefreshing } from '../../core/stores/wallet.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { $kitConfig, assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { formatWalletBalance } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toastError } from '../base/feedback.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { useFitTitle } from './fitTitle.ts';
import { BalanceView } from '../account-ui/BalanceView.tsx';
import { retryTextKey } from '../base/PageStates.tsx';
import { BACK_ICON } from '../../core/icons.ts';

export interface HeaderProps {
  page?: string;
  logoSrc?: string;
  heading?: string;
}

/** From these pages the back arrow goes home instead of one step back (§2.3). */
export const BACK_TO_HOME_PAGES: readonly string[] = ['login', 'register', 'trail', 'notice', 'forget'];

/** Pages that are the deposit itself: the header's Deposit button would lead to where the player is. */
const DEPOSIT_PAGES: readonly string[] = ['voucherCenter'];

export function Header({ page = 'home', logoSrc, heading }: HeaderProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  // On a partner page the player signs in inside the kit's frames: the header names them (the
  // balance stays in the frames, a figure a partner may not read).
  const framed = useStore($framedSession);
  const who = session ?? framed;
  const member = useStore(memberStore.$state);
  const wallet = useStore(walletStore.$state);
  const hidden = useStore($balanceHidden);
  const refreshing = useStore($balanceRefreshing);
  const whitelabel = useStore($whitelabel);
  useStore($kitConfig); // the logo follows a change of platform
  const isHome = page === 'home';
  const title = isHome ? '' : heading || t(`title.${page}`, { defaultValue: '' });
  // The title that did not fit even at its smallest size: for it, the Deposit button keeps only its icon.
  const [tightTitle, setTightTitle] = useState('');
  const tight = title !== '' && tightTitle === title;
  const titleRef = useFitTitle(title, () => setTightTitle(title));

  useEffect(() => {
    void loadInitialConfig();
  }, []);

  useEffect(() => {
    if (!session) return;
    void memberStore.load();
    void walletStore.load();
  }, [session]);

  // A failed balance load is said once, as a toast; the balance itself becomes a retry button.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (wallet.status === 'error' && wallet.error !== reportedError.current) {
      reportedError.current = wallet.error;
      toastError(wallet.error);
    }
  }, [wallet.status, wallet.error]);

  const balance = wallet.value;
  useEffect(() => {
    if (balance) emit('mc-balance', { sumBalance: balance.sumBalance, currency: balance.currency, currencySymbol: balance.currencySymbol });
  }, [balance, emit]);

  const name = session && member.value ? member.value.nickname || member.value.account : (who?.userName ?? '');

  const back = () => navigate(host, BACK_TO_HOME_PAGES.includes(page) ? 'home' : 'back');

  return (
    <header className="bar" part="bar">
      <div className={isHome ? 'start' : 'start with-title'}>
        {isHome ? (
          <img className="logo" part="logo" src={logoSrc || assetUrl('/img/logo.svg')} width={112} height={32} alt={t('site.name')} />
        ) : (
          <button type="button" className="icon-btn" onClick={back} aria-label={t('common.back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="flip-rtl">
              <path d={BACK_ICON} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
        {!isHome && (
          <h1 className="title" part="title" ref={titleRef}>
            {title}
          </h1>
        )}
      </div>

      <div className="end">
        {who ? (
          <>
            <div className="who">
              <span className="name" title={name}>
                {name}
              </span>
              {session ? (
                <BalanceView
                  status={wallet.status}
                  text={balance ? formatWalletBalance(balance, language) : ''}
                  hidden={hidden}
                  refreshing={refreshing}
                  label={t('header.balance')}
                  retryLabel={t(retryTextKey(wallet.error))}
                  refreshingLabel={t('header.refreshing')}
                />
              ) : (
                framed?.balance && (
                  <span className="balance" part="balance" aria-label={`${t('header.balance')} ${formatWalletBalance(framed.balance, language)}`}>
                    {formatWalletBalance(framed.balance, language)}
                  </span>
                )
              )}
            </div>
            {!DEPOSIT_PAGES.includes(page) && (
              <button
                type="button"
                className={tight ? 'btn btn-primary deposit icon-only' : 'btn btn-primary deposit'}
                aria-label={tight ? t('header.deposit') : undefined}
                title={tight ? t('header.deposit') : undefined}
                onClick={() => navigate(host, 'deposit')}
              >
                {tight ? (
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
                  </svg>
                ) : (
                  t('header.deposit')
                )}
              </button>
            )}
          </>
        ) : (
          isHome && (
            <>
              <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'login')}>
                {t('header.login')}
              </button>
              {whitelabel.DIRECTREG3 === true && (
                <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'register')}>
                  {t('header.register')}
                </button>
              )}
            </>
          )
        )}
        <HeaderMenu loggedIn={session !== null} balanceHidden={hidden} />
      </div>
    </header>
  );
}
