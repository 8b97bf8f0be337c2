/**
 * <mc-footer>: the bottom navigation: Home, Invite friends, the central Deposit, Activity and
 * Member, with a badge counting the promotions waiting to be claimed. Items for members only ask a
 * visitor to sign in first.
 *
 * @attr active - the item of the current page: home | invite | deposit | activity | member
 * @event mc-navigate - where the footer wants to go (cancelable; the page routes it)
 * @csspart nav - the bar
 * @csspart item - a navigation item (every one but the deposit button)
 * @csspart deposit - the central deposit button
 * @csspart badge - the unclaimed-promotion badge
 * @csspart age-notice - the minimum-age notice under the bar, leading to the responsible-gaming page
 * @cssprop --mc-footer-height - bar height (default 56px)
 * @cssprop --mc-footer-background - bar background (default --mc-color-surface)
 */
// Spec §2.3; member-only rules of §5.
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/stores/session.ts';
import { promotionStore, $enabledPromotions, $unclaimedCount } from '../../core/stores/promotions.ts';
import { inviteFriends, memberOnly, type NavDecision } from '../../core/rules/memberNav.ts';
import { navigate } from '../../core/nav.ts';
import { loadInitialConfig } from '../../core/stores/platform.ts';
import { $rgConfig, MINIMUM_AGE_DEFAULT } from '../../core/stores/responsibleGaming.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { follow } from '../account-ui/memberNav.ts';
import type { FooterItem } from '../../core/pages.ts';
import { ICONS } from './icons.tsx';

export interface FooterProps {
  active?: string;
}

export function Footer({ active }: FooterProps) {
  const { t } = useT();
  const { host } = useHost();
  const session = useStore($session);
  const enabled = useStore($enabledPromotions);
  const unclaimed = useStore($unclaimedCount);
  const rg = useStore($rgConfig);

  useEffect(() => {
    void promotionStore.load();
  }, [session]);
  useEffect(() => {
    void loadInitialConfig();
  }, []);

  const ctx = { type: session?.type ?? null, referralEnabled: enabled.includes('REFERRAL') };
  const decide: Record<FooterItem, () => NavDecision> = {
    home: () => ({ kind: 'go', route: 'home' }),
    invite: () => inviteFriends(ctx),
    deposit: () => memberOnly('deposit', ctx),
    activity: () => ({ kind: 'go', route: 'activity' }),
    member: () => memberOnly('mine', ctx),
  };

  const item = (id: FooterItem, label: string, extra?: ReactNode) => (
    <li key={id} className={id === 'deposit' ? 'deposit-slot' : undefined}>
      <button
        type="button"
        className={id === 'deposit' ? 'item deposit' : 'item'}
        part={id === 'deposit' ? 'deposit' : 'item'}
        aria-current={active === id ? 'page' : undefined}
        onClick={() => follow(host, decide[id]())}
      >
        <span className="icon" aria-hidden="true">
          {ICONS[id]}
        </span>
        <span className="label">{label}</span>
        {extra}
      </button>
    </li>
  );

  return (
    <nav className="nav" part="nav" aria-label={t('footer.label')}>
      <ul>
        {item('home', t('footer.home'))}
        {item('invite', t('footer.invite'))}
        {item('deposit', t('footer.deposit'))}
        {item('activity', t('footer.activity'))}
        {item(
          'member',
          t('footer.member'),
          unclaimed > 0 && (
            <span className="badge" part="badge" aria-label={t('footer.unclaimed', { count: unclaimed })}>
              {unclaimed > 99 ? '99+' : unclaimed}
            </span>
          ),
        )}
      </ul>
      <p className="age-notice" part="age-notice">
        <button type="button" onClick={() => navigate(host, 'responsibleGaming')}>
          {t('rg.notice', { age: rg?.minimumAge ?? MINIMUM_AGE_DEFAULT })}
        </button>
      </p>
    </nav>
  );
}
