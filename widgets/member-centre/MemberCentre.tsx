/**
 * <mc-member-centre>: the member centre. A title bar with the back arrow, the inbox icon with the
 * unread count and the settings button; for a visitor, the sign-in or register prompt; for a
 * member, the member card (account, VIP label, days since registration, balance,
 * identity-verification state), quick tiles, menu tiles (deposit, withdraw, invite friends,
 * security centre) and the list of member pages the merchant enables, the reward centre with the
 * count of promotions to claim, and the contact menu (customer service, Facebook, Telegram), each
 * entry only when configured. The head icon leads to the profile. Free-trial accounts are refused.
 *
 * Two layouts, chosen by the merchant's mobile template: a newer one (a profile card with a larger
 * head icon, big quick actions, the list in titled groups) and the base one. Both keep the same
 * rules for who sees what.
 *
 * @event mc-navigate - every tile, list item and button of the page (cancelable; the page routes it)
 * @csspart bar - the title bar
 * @csspart unread-badge - the unread counter on the message icon
 * @csspart info - the member info card
 * @csspart tiles - the quick and menu tiles
 * @csspart list - the gated list
 * @csspart badge - the unclaimed-promotion count on the reward centre item
 * @csspart contact - the left-side contact menu
 * @csspart account-links - profile, identity verification and feedback
 * @csspart verification-badge - the identity-verification state
 * @csspart login-dialog - the login popup (visitor taps the message icon)
 * @cssprop --mc-member-header-background - background of the info card
 * @csspart heading - the element's heading
 */
// Spec §2.9 (menu gates: core/rules/memberMenu.ts), §6 (free_reject), §3 `mem_cen`.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/stores/session.ts';
import { memberStore } from '../../core/stores/member.ts';
import { walletStore, $balanceHidden } from '../../core/stores/wallet.ts';
import {
  $customerService,
  $mobileTemplate,
  $resources,
  $whitelabel,
  initialConfigStore,
  isNewTemplate,
  loadInitialConfig,
} from '../../core/stores/platform.ts';
import { promotionStore, $enabledPromotions, $unclaimedCount } from '../../core/stores/promotions.ts';
import { reloadFailed } from '../../core/stores/remote.ts';
import { $unreadCount, loadUnreadCount } from '../../core/stores/inbox.ts';
import { MEMBER_MENU, MEMBER_TILES, memberMenuSlots, type GateContext, type LateFact, type MenuItem, type MenuSlot } from '../../core/rules/memberMenu.ts';
import { inviteFriends, memberOnly } from '../../core/rules/memberNav.ts';
import { isAgent, isFreeTrial } from '../../core/rules/roles.ts';
import { TOAST_NOTICE_MS } from '../../core/rules/constants.ts';
import { assetUrl } from '../../core/config.ts';
import { daysSince, formatBalance } from '../../core/format.ts';
import { isExternalLink, navigate, type NavigateTarget } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast } from '../base/feedback.ts';
import { follow } from '../account-ui/memberNav.ts';
import { LoadFailedState, retryTextKey } from '../base/PageStates.tsx';
import { LoginDialog } from '../account-ui/LoginDialog.tsx';
import { VerificationBadge } from '../account-ui/VerificationBadge.tsx';
import type { MemberInfo as MemberInfoValue } from '../../core/api/member.ts';
import type { VerificationState } from '../../core/api/profile.ts';
import { ICONS } from './icons.tsx';
import { safeUrl } from '../../core/url.ts';

/** Quick tiles sit above the menu tiles; benefits is the one of MEMBER_TILES that is a quick tile. */
const QUICK_TILE_IDS = ['benefits'];

export function MemberCentre() {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useStore($session);
  const member = useStore(memberStore.$state);
  const wallet = useStore(walletStore.$state);
  const hidden = useStore($balanceHidden);
  const config = useStore(initialConfigStore.$state);
  const template = useStore($mobileTemplate);
  const whitelabel = useStore($whitelabel);
  const promotions = useStore($enabledPromotions);
  const promotionState = useStore(promotionStore.$state);
  const unclaimed = useStore($unclaimedCount);
  const unread = useStore($unreadCount);
  const [loginOpen, setLoginOpen] = useState(false);

  const trial = session !== null && isFreeTrial(session.type);
  const modern = isNewTemplate(template?.mem_cen);

  useEffect(() => {
    void loadInitialConfig();
  }, []);

  useEffect(() => {
    void promotionStore.load();
    if (!session || isFreeTrial(session.type)) return;
    // Fresh on every visit (the cached info shows meanwhile): the operator may have decided the
    // identity verification, the player may have read messages elsewhere.
    void memberStore.load({ force: true });
    void walletStore.load();
    void loadUnreadCount(true);
  }, [session]);

  useEffect(() => {
    if (trial) toast('info', 'free_reject', TOAST_NOTICE_MS);
  }, [trial]);

  // Items gated on facts still on their way keep their places (see memberMenuSlots).
  const awaiting = new Set<LateFact>();
  if (!member.value && member.status !== 'error') awaiting.add('member');
  if (!promotionState.value && promotionState.status !== 'error') awaiting.add('promotions');
  const ctx: GateContext = {
    whitelabel,
    type: session?.type ?? null,
    member: member.value ?? null,
    promotions,
    awaiting,
  };
  const navCtx = { type: session?.type ?? null, referralEnabled: promotions.includes('REFERRAL') };

  const openMessages = () => {
    if (!session) setLoginOpen(true);
    else follow(host, memberOnly('webEmail', navCtx));
  };
  const openSettings = () => navigate(host, session ? 'settings' : 'login');

  const go = (item: MenuItem) => {
    if (item.id === 'inviteFriends') follow(host, inviteFriends(navCtx));
    else follow(host, memberOnly(item.route, navCtx));
  };

  const showMessageIcon = whitelabel.MAILCEN === true;

  const body = (): ReactNode => {
    if (!session) {
      return (
        <section className="card prompt" part="info">
          <div className="avatar placeholder" aria-hidden="true">
            {ICONS.inviteFriends}
          </div>
          <p>{t('member.loginPrompt')}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'login')}>
            {t('member.loginOrRegister')}
          </button>
        </section>
      );
    }
    if (trial) {
      return (
        <section className="card prompt" part="info" data-state="free-trial">
          <p>{t('free_reject')}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'login')}>
            {t('member.realAccount')}
          </button>
        </section>
      );
    }
    const tileOf = ({ item, pending }: MenuSlot): TileProps => ({ id: item.id, label: t(item.label), onClick: () => go(item), pending });
    const tiles = [
      ...memberMenuSlots(
        ctx,
        MEMBER_TILES.filter((i) => QUICK_TILE_IDS.includes(i.id)),
      ).map(tileOf),
      { id: 'download', label: t('member.tile.download'), onClick: () => navigate(host, 'download') },
    ];
    const menuTiles = memberMenuSlots(
      ctx,
      MEMBER_TILES.filter((i) => !QUICK_TILE_IDS.includes(i.id)),
    )
      // §6: the share entry is hidden from agents (they have the agency centre's links).
      .filter(({ item }) => item.id !== 'inviteFriends' || !isAgent(session.type))
      .map(tileOf);
    const busy = (of: readonly { pending?: boolean }[]) => of.some((x) => x.pending) || undefined;
    const info = (
      <MemberInfo
        status={member.status}
        error={member.error}
        value={member.value}
        userName={session.userName}
        modern={modern}
        balance={
          wallet.value ? (
            hidden ? (
              '***'
            ) : (
              `${wallet.value.currencySymbol} ${formatBalance(wallet.value.sumBalance, language)}`
            )
          ) : wallet.status === 'error' ? (
            // The member page has no header: the balance's own retry lives here.
            <button type="button" className="btn btn-outline" onClick={() => void walletStore.load({ force: true })}>
              {t(retryTextKey(wallet.error))}
            </button>
          ) : (
            ''
          )
        }
      />
    );
    const list = (render: (slots: MenuSlot[]) => ReactNode) =>
      config.status === 'error' && !config.value ? (
        <LoadFailedState error={config.error} onRetry={() => void loadInitialConfig(true)} />
      ) : !config.value ? (
        <div className="list-skeleton" aria-busy="true">
          {MEMBER_MENU.slice(0, 6).map((i) => (
            <div key={i.id} className="skeleton-row" />
          ))}
        </div>
      ) : (
        render(memberMenuSlots(ctx))
      );
    const row = ({ item, pending }: MenuSlot) =>
      pending ? (
        <span className="row placeholder" aria-hidden="true" />
      ) : (
        <GatedRow item={item} label={t(item.label)} unclaimed={unclaimed} unread={unread} onClick={() => go(item)} />
      );

    if (modern) {
      return (
        <div className="modern" data-template="new">
          {info}
          <section className="actions" part="tiles" aria-label={t('member.actions')} aria-busy={busy([...tiles, ...menuTiles])}>
            {[...tiles, ...menuTiles].map((tile) => (
              <Tile key={tile.id} {...tile} />
            ))}
          </section>
          {list((slots) => (
            <div className="groups">
              {MENU_GROUPS.map((group) => {
                const inGroup = slots.filter(({ item }) => group.ids.includes(item.id));
                if (inGroup.length === 0) return null;
                return (
                  <section key={group.id} className="group" data-group={group.id} aria-label={t(group.label)}>
                    <h2 className="group-title" aria-hidden="true">
                      {t(group.label)}
                    </h2>
                    <ul className="list" part="list" aria-busy={busy(inGroup)}>
                      {inGroup.map((slot) => (
                        <li key={slot.item.id} aria-hidden={slot.pending || undefined}>
                          {row(slot)}
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          ))}
          <AccountLinks verification={member.value?.verification} feedback={whitelabel.FEEDBACK3 !== false} grouped />
        </div>
      );
    }
    return (
      <div data-template="base">
        {info}
        <section className="tiles quick" part="tiles" aria-label={t('member.quick')} aria-busy={busy(tiles)}>
          {tiles.map((tile) => (
            <Tile key={tile.id} {...tile} />
          ))}
        </section>
        <section className="tiles menu" part="tiles" aria-label={t('member.wallet')} aria-busy={busy(menuTiles)}>
          {menuTiles.map((tile) => (
            <Tile key={tile.id} {...tile} />
          ))}
        </section>
        {list((slots) => (
          <ul className="list" part="list" aria-label={t('member.more')} aria-busy={busy(slots)}>
            {slots.map((slot) => (
              <li key={slot.item.id} aria-hidden={slot.pending || undefined}>
                {row(slot)}
              </li>
            ))}
          </ul>
        ))}
        <AccountLinks verification={member.value?.verification} feedback={whitelabel.FEEDBACK3 !== false} />
      </div>
    );
  };

  return (
    <div className="page">
      <header className="bar" part="bar">
        <button type="button" className="icon-btn" onClick={() => navigate(host, 'home')} aria-label={t('common.back')}>
          <span className="flip-rtl">{ICONS.back}</span>
        </button>
        <h1 part="heading" className="title">
          {t('title.mine')}
        </h1>
        <div className="bar-end">
          {showMessageIcon && (
            <button
              type="button"
              className="icon-btn"
              data-action="messages"
              onClick={openMessages}
              aria-label={unread > 0 ? `${t('member.messages')}, ${t('member.unread', { count: unread })}` : t('member.messages')}
            >
              {ICONS.message}
              {unread > 0 && (
                <span className="badge dot-badge" part="unread-badge badge" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </button>
          )}
          <button type="button" className="icon-btn" data-action="settings" onClick={openSettings} aria-label={t('member.settings')}>
            {ICONS.settings}
          </button>
        </div>
      </header>

      <ContactMenu />

      {body()}

      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} redirect="/m/webEmail" />
    </div>
  );
}

/**
 * The new layout's groups of the §2.9 list. Each group is a run of the table in its order, so
 * the items keep the spec's order across groups; an empty group is not shown.
 */
const MENU_GROUPS: readonly { id: string; label: string; ids: readonly string[] }[] = [
  { id: 'rewards', label: 'member.group.rewards', ids: ['rewardCenter', 'agencyCentre'] },
  { id: 'records', label: 'member.group.records', ids: ['depositRecord', 'withdrawRecord', 'transactionRecord', 'gameRecord', 'profitAndLoss'] },
  { id: 'more', label: 'member.group.more', ids: ['uplineTransfer', 'manualRebate', 'leaderBoard', 'rebateReport', 'webEmail'] },
];

interface TileProps {
  id: string;
  label: string;
  onClick: () => void;
  /** Its place is kept while what decides whether it shows is on its way (a blank tile of its size). */
  pending?: boolean;
}

function Tile({ id, label, onClick, pending }: TileProps) {
  if (pending) return <span className="tile placeholder" data-tile={id} aria-hidden="true" />;
  return (
    <button type="button" className="tile" data-tile={id} onClick={onClick}>
      <span className="tile-icon">{ICONS[id]}</span>
      <span className="tile-label">{label}</span>
    </button>
  );
}

function GatedRow({ item, label, unclaimed, unread, onClick }: { item: MenuItem; label: string; unclaimed: number; unread: number; onClick: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className="row" data-item={item.id} onClick={onClick}>
      <span className="row-icon">{ICONS[item.id]}</span>
      <span className="row-label">{label}</span>
      {item.id === 'rewardCenter' && unclaimed > 0 && (
        <span className="badge" part="badge" aria-label={t('footer.unclaimed', { count: unclaimed })}>
          {unclaimed > 99 ? '99+' : unclaimed}
        </span>
      )}
      {item.id === 'webEmail' && unread > 0 && (
        <span className="badge" part="badge" aria-label={t('member.unread', { count: unread })}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <span className="chevron flip-rtl">{ICONS.chevron}</span>
    </button>
  );
}

/**
 * The kit's own account pages, apart from the §2.9 list: profile, identity verification (with its
 * state) and feedback. Feedback hides only when the platform sends FEEDBACK3 as false, like the
 * money tiles: a merchant that never heard of the flag keeps it.
 */
function AccountLinks({ verification, grouped, feedback }: { verification: VerificationState | undefined; grouped?: boolean; feedback: boolean }) {
  const { t } = useT();
  const { host } = useHost();
  const links: { id: 'profile' | 'verification' | 'feedback' | 'responsibleGaming'; label: string; extra?: ReactNode }[] = [
    { id: 'profile', label: t('title.profile') },
    { id: 'verification', label: t('verification.title'), extra: verification && <VerificationBadge status={verification} /> },
    ...(feedback ? [{ id: 'feedback' as const, label: t('member.feedback') }] : []),
    { id: 'responsibleGaming', label: t('title.responsibleGaming') },
  ];
  return (
    <section className={grouped ? 'group account' : 'account'} data-group="account" aria-label={t('member.accountSection')}>
      {grouped && (
        <h2 className="group-title" aria-hidden="true">
          {t('member.accountSection')}
        </h2>
      )}
      <ul className="links" part="account-links">
        {links.map((l) => (
          <li key={l.id}>
            <button type="button" className="row" data-link={l.id} onClick={() => navigate(host, l.id)}>
              <span className="row-icon">{ICONS[l.id]}</span>
              <span className="row-label">{l.label}</span>
              {l.extra}
              <span className="chevron flip-rtl">{ICONS.chevron}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberInfo(props: { status: string; error: unknown; value: MemberInfoValue | undefined; userName: string; balance: ReactNode; modern: boolean }) {
  const { t } = useT();
  const { host } = useHost();
  const m = props.value;
  if (!m && props.status === 'error') {
    return (
      <section className="card info" part="info">
        <LoadFailedState
          error={props.error}
          onRetry={() => {
            void memberStore.load({ force: true });
            reloadFailed(walletStore, promotionStore); // shown with the info: one tap brings them all
          }}
        />
      </section>
    );
  }
  const name = m ? m.nickname || m.account : props.userName;
  const size = props.modern ? 72 : 56;
  return (
    <section className={props.modern ? 'card info hero' : 'card info'} part="info" aria-busy={!m}>
      <button type="button" className="avatar-btn" data-action="profile" onClick={() => navigate(host, 'profile')} aria-label={t('member.openProfile')}>
        {m?.headIcon ? (
          <img className="avatar" src={assetUrl(m.headIcon)} width={size} height={size} alt="" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </button>
      <div className="who">
        <p className="name">
          <span className="name-text">{name}</span>
          {m?.clubLabel?.labelName && (
            <span className="vip" data-vip>
              {m.clubLabel.labelName}
            </span>
          )}
        </p>
        <p className="meta">
          {t('member.account')}: <span data-field="account">{m?.account ?? props.userName}</span>
        </p>
        <p className="meta" data-field="days">
          {m ? t('member.days', { count: daysSince(m.regDate) }) : <span className="skeleton-text" />}
        </p>
        {m ? (
          <p className="meta verification" data-field="verification">
            <VerificationBadge status={m.verification} />
          </p>
        ) : (
          // The badge's place, kept while the info loads: the card does not grow when it comes (the site's first screen draws the same).
          <p className="meta verification" aria-hidden="true">
            <span className="verification-badge">{'\u00a0'}</span>
          </p>
        )}
      </div>
      <div className="balance">
        <span className="meta">{t('header.balance')}</span>
        <strong data-field="balance">{props.balance || <span className="spinner" aria-hidden="true" />}</strong>
      </div>
    </section>
  );
}

interface ContactLink {
  id: string;
  label: string;
  url: string;
  icon: ReactNode;
}

/** The left-side contact menu: only the entries the platform configured; nothing at all without any. */
function ContactMenu() {
  const { t } = useT();
  const { host } = useHost();
  const services = useStore($customerService);
  const resources = useStore($resources);
  const [open, setOpen] = useState(false);
  const listId = useId();

  const links: ContactLink[] = [];
  // Platform URLs pass the kit's allow-list (core/url.ts): a refused one is no entry at all.
  const serviceUrl = services.map((s) => safeUrl(s.url, 'contact')).find((u) => u !== null);
  if (serviceUrl) links.push({ id: 'service', label: t('member.contact.service'), url: serviceUrl, icon: ICONS.service });
  const add = (type: string, id: string, label: string, icon: ReactNode) => {
    const url = safeUrl(resources[type]?.url, 'contact');
    if (url) links.push({ id, label, url, icon });
  };
  add('FACEBOOK', 'facebook', t('member.contact.facebook'), ICONS.facebook);
  add('TELEGRAM', 'telegram', t('member.contact.telegram'), ICONS.telegram);
  add('TELEGRAM2', 'telegram2', t('member.contact.telegram2'), ICONS.telegram);
  if (links.length === 0) return null;

  return (
    <nav className={open ? 'contact open' : 'contact'} part="contact" aria-label={t('member.contact.label')}>
      <button type="button" className="contact-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {ICONS.contact}
        <span className="visually-hidden">{t('member.contact.label')}</span>
      </button>
      <ul id={listId} hidden={!open}>
        {links.map((l) => (
          <li key={l.id}>
            <a
              href={l.url}
              data-contact={l.id}
              {...(isExternalLink(l.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(e) => {
                if (isExternalLink(l.url)) return;
                e.preventDefault();
                navigate(host, (l.url.startsWith('/') ? l.url : `/${l.url}`) as NavigateTarget);
              }}
            >
              {l.icon}
              <span>{l.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
