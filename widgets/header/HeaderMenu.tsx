/** The header's dropdown (§2.3): a menu button and a keyboard-navigable menu. */
import { useStore } from '@nanostores/react';
import { $session } from '../../core/stores/session.ts';
import { refreshBalance, toggleBalanceHidden, walletStore } from '../../core/stores/wallet.ts';
import { $enabledPromotions } from '../../core/stores/promotions.ts';
import { memberOnly } from '../../core/rules/memberNav.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { follow } from '../account-ui/memberNav.ts';
import { toastError } from '../base/feedback.ts';
import { confirmAndSignOut } from '../account-ui/signOut.ts';
import { MENU_ICON } from '../../core/icons.ts';
import { useMenu } from '../base/menu.ts';

interface Item {
  id: string;
  label: string;
  run: () => void | Promise<void>;
}

export function HeaderMenu({ loggedIn, balanceHidden }: { loggedIn: boolean; balanceHidden: boolean }) {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  const referral = useStore($enabledPromotions).includes('REFERRAL');
  const { open, close, buttonProps, menuProps } = useMenu<HTMLDivElement>();
  const navContext = { type: session?.type ?? null, referralEnabled: referral };

  const items: Item[] = [
    { id: 'deposit', label: t('header.menu.deposit'), run: () => follow(host, memberOnly('deposit', navContext)) },
    { id: 'withdraw', label: t('header.menu.withdraw'), run: () => follow(host, memberOnly('withdraw', navContext)) },
    ...(loggedIn
      ? [
          {
            id: 'refresh',
            label: t('header.menu.refresh'),
            run: async () => {
              const result = await refreshBalance();
              if (!result) toastError(walletStore.$state.get().error);
            },
          },
          { id: 'toggle', label: t(balanceHidden ? 'header.menu.show' : 'header.menu.hide'), run: toggleBalanceHidden },
        ]
      : []),
    { id: 'help', label: t('header.menu.help'), run: () => void navigate(host, 'help') },
    ...(loggedIn
      ? [
          {
            id: 'logout',
            label: t('header.menu.logout'),
            run: async () => {
              if (await confirmAndSignOut()) {
                emit('mc-logout', {});
                navigate(host, 'login');
              }
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <button {...buttonProps} type="button" className="icon-btn" aria-label={t('header.menu.open')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d={MENU_ICON} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div {...menuProps} className="menu" part="menu" aria-label={t('header.menu.open')}>
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              data-item={item.id}
              tabIndex={-1}
              onClick={() => {
                close(item.id !== 'logout' && item.id !== 'help');
                void item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
