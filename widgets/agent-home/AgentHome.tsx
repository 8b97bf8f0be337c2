/**
 * <mc-agent-home>: the agency centre's home, for agents only (anyone else is sent home). A
 * greeting by the time of day, Withdraw and Deposit, the tiles the merchant enables for agents
 * (customer service always, opening the support link), unread badges on mail and agent notices,
 * and today's team figures at the bottom.
 *
 * @event mc-navigate - where a tile, top button or footer link goes (cancelable; the page routes it)
 * @csspart hero - the greeting and the top buttons
 * @csspart tiles - the tile grid
 * @csspart tile - one tile
 * @csspart badge - an unread badge
 * @csspart counts - the team counts strip
 * @csspart footer - the footer links
 * @cssprop --mc-agent-hero-background - background of the greeting area
 * @csspart heading - the element's heading
 */
// Spec §2.13; agency types: not 0, 4, 40.
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { teamKpi } from '../../core/api/agent.ts';
import { unreadCount } from '../../core/api/inbox.ts';
import { memberNotices } from '../../core/api/content.ts';
import { greetingKey, GREETING_REFRESH_MS } from '../../core/agent/greeting.ts';
import { AGENT_PATHS, visibleAgentFooter, visibleAgentTiles, type AgentTile } from '../../core/agent/tiles.ts';
import { isoDate } from '../../core/format.ts';
import { memberStore } from '../../core/stores/member.ts';
import { $customerService, $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast } from '../base/feedback.ts';
import { agentGo, hasStoredSession, useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { TILE_ICONS } from './icons.tsx';
import { retryTextKey } from '../base/PageStates.tsx';
import { safeUrl } from '../../core/url.ts';

const COUNTS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;

function Badge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="badge" part="badge" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function AgentHome() {
  const { t } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const whitelabel = useStore($whitelabel);
  const service = useStore($customerService);
  const member = useStore(memberStore.$state);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    void loadInitialConfig();
    const timer = setInterval(() => setNow(new Date()), GREETING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (session) void memberStore.load();
  }, [session?.generation]);

  const generation = session?.generation;
  const today = isoDate(now);
  const kpi = useCall((signal) => call(teamKpi, { startDate: today, endDate: today, size: 0 }, { signal }), [generation, today], session !== null);
  const tiles = visibleAgentTiles(whitelabel);
  const mailShown = tiles.some((tile) => tile.badge === 'inbox');
  const inbox = useCall((signal) => call(unreadCount, undefined, { signal }), [generation], session !== null && mailShown);
  const notices = useCall((signal) => call(memberNotices, { types: 'A', pageNo: 1 }, { signal }), [generation], session !== null);

  if (!session) return null;

  const go = (path: string) => agentGo(host, path);
  const openService = () => {
    if (!hasStoredSession()) return;
    const url = safeUrl(service[0]?.url, 'contact');
    if (!url) {
      go(AGENT_PATHS.service);
      return;
    }
    if (!window.open(url, '_blank', 'noopener')) toast('fail', 'error.popup_blocked');
  };
  const open = (tile: AgentTile) => (tile.path ? go(tile.path) : openService());

  const name = member.value ? member.value.nickname || member.value.account : session.userName;
  const inboxCount = inbox.value;
  const noticeCount = notices.value?.unreadCount;

  const counts: ReactNode = (() => {
    if (kpi.status === 'error' && !kpi.value) {
      return (
        <button type="button" className="counts-retry" onClick={kpi.reload}>
          {t(retryTextKey(kpi.error))}
        </button>
      );
    }
    return (
      <dl className="counts-list">
        {COUNTS.map((key) => (
          <div key={key} className="count">
            <dd aria-busy={kpi.value ? undefined : 'true'}>{kpi.value ? kpi.value[key] : '–'}</dd>
            <dt>{t(`agent.count.${key}`)}</dt>
          </div>
        ))}
      </dl>
    );
  })();

  return (
    <div className="agent-home">
      <section className="hero" part="hero" aria-labelledby="agent-greeting">
        <p className="title">{t('title.agent')}</p>
        <h1 part="heading" id="agent-greeting" className="greeting">
          <Greeting greeting={t(greetingKey(now))} name={name} />
        </h1>
        <div className="top-buttons">
          <button type="button" className="top-btn" onClick={() => go(AGENT_PATHS.withdraw)}>
            {TILE_ICONS.withdraw}
            <span>{t('agent.top.withdraw')}</span>
          </button>
          <button type="button" className="top-btn primary" onClick={() => go(AGENT_PATHS.deposit)}>
            {TILE_ICONS.deposit}
            <span>{t('agent.top.deposit')}</span>
          </button>
        </div>
      </section>

      <ul className="tiles" part="tiles" aria-label={t('agent.tiles.label')}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <button type="button" className="tile" part="tile" data-tile={tile.id} onClick={() => open(tile)}>
              <span className="tile-icon">{TILE_ICONS[tile.id]}</span>
              <span className="tile-label">{t(tile.label)}</span>
              {tile.badge === 'inbox' && <Badge count={inboxCount} label={t('agent.unread', { count: inboxCount ?? 0 })} />}
            </button>
          </li>
        ))}
      </ul>

      <footer className="foot">
        <section className="counts" part="counts" aria-label={t('agent.count.label')}>
          {counts}
        </section>
        <nav className="foot-nav" part="footer" aria-label={t('agent.footer.label')}>
          {visibleAgentFooter(whitelabel).map((link) => (
            <button key={link.id} type="button" className="foot-item" data-link={link.id} onClick={() => go(link.path)}>
              <span className="foot-icon">{TILE_ICONS[link.id]}</span>
              <span className="foot-label">{t(link.label)}</span>
              {link.badge === 'notices' && <Badge count={noticeCount} label={t('agent.unread', { count: noticeCount ?? 0 })} />}
            </button>
          ))}
        </nav>
      </footer>
    </div>
  );
}

/**
 * "Good morning, Ana" in the word order and punctuation of the language (`agent.greeting.withName`:
 * `{{name}}さん、{{greeting}}` in Japanese), the name in its own span for the theme.
 */
function Greeting({ greeting, name }: { greeting: string; name: string }) {
  const { t } = useT();
  // A character no text contains marks where the name goes.
  const [before = '', after = ''] = t('agent.greeting.withName', { greeting, name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      {before}
      <span className="name">{name}</span>
      {after}
    </>
  );
}

const NAME_MARK = '\u{E000}';
