/**
 * <mc-service>: customer service: the merchant's customer-service links, the primary one first and
 * highlighted, plus the social channels it configured (Facebook, Telegram). Links that leave the
 * site open in a new tab; the help centre is one tap away.
 *
 * @event mc-navigate - the help centre, and links that stay on the site
 * @event mc-contact - { id, url } when the player opens a channel
 * @csspart list - the channels
 * @csspart primary - the primary customer-service channel
 */
// Primary link: §3.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $customerService, $resources, initialConfigStore, loadInitialConfig } from '../../core/stores/platform.ts';
import { isExternalLink, navigate, type NavigateTarget } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { safeUrl } from '../../core/url.ts';

interface Channel {
  id: string;
  name: string;
  url: string;
  kind: 'service' | 'facebook' | 'telegram';
}

const SOCIAL: readonly [string, string, Channel['kind']][] = [
  ['FACEBOOK', 'facebook', 'facebook'],
  ['TELEGRAM', 'telegram', 'telegram'],
  ['TELEGRAM2', 'telegram2', 'telegram'],
];

export function Service() {
  const { t } = useT();
  const { host, emit } = useHost();
  const config = useStore(initialConfigStore.$state);
  const services = useStore($customerService);
  const resources = useStore($resources);

  useEffect(() => {
    void loadInitialConfig();
  }, []);

  if (!config.value) {
    return config.status === 'error' ? <LoadFailedState error={config.error} onRetry={() => void loadInitialConfig(true)} /> : <LoadingState />;
  }

  // Platform URLs pass the kit's allow-list (core/url.ts): a refused one is no channel at all.
  const channels: Channel[] = services.flatMap((s, i) => {
    const url = safeUrl(s.url, 'contact');
    return url ? [{ id: `service-${i}`, name: s.name.trim() || t('service.channel', { n: i + 1 }), url, kind: 'service' as const }] : [];
  });
  const social: Channel[] = SOCIAL.flatMap(([type, id, kind]) => {
    const url = safeUrl(resources[type]?.url, 'contact');
    return url ? [{ id, name: t(`member.contact.${id}`), url, kind }] : [];
  });

  const open = (channel: Channel) => (event: MouseEvent<HTMLAnchorElement>) => {
    emit('mc-contact', { id: channel.id, url: channel.url });
    if (isExternalLink(channel.url)) return; // the link opens it in a new tab
    event.preventDefault();
    navigate(host, (channel.url.startsWith('/') ? channel.url : `/${channel.url}`) as NavigateTarget);
  };

  const link = (channel: Channel, primary: boolean) => (
    <li key={channel.id}>
      <a
        className={primary ? 'channel primary' : 'channel'}
        part={primary ? 'primary' : undefined}
        data-channel={channel.id}
        href={channel.url}
        {...(isExternalLink(channel.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={open(channel)}
      >
        <span className="channel-icon" aria-hidden="true">
          {ICONS[channel.kind]}
        </span>
        <span className="channel-text">
          <span className="channel-name">{channel.name}</span>
          {primary && <span className="channel-note">{t('service.primary')}</span>}
        </span>
        <span className="channel-go">{t('service.open')}</span>
      </a>
    </li>
  );

  return (
    <div className="page">
      <section className="intro">
        <h2>{t('service.heading')}</h2>
        <p>{t('service.text')}</p>
      </section>
      {channels.length === 0 && social.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="list" part="list">
          {channels.map((c, i) => link(c, i === 0))}
          {social.map((c) => link(c, false))}
        </ul>
      )}
      <button type="button" className="btn btn-outline btn-block help" onClick={() => navigate(host, 'help')}>
        {t('title.help')}
      </button>
    </div>
  );
}

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const ICONS: Record<Channel['kind'], ReactNode> = {
  service: svg('M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-1v-6h3M4 13v4a2 2 0 0 0 2 2h1v-6H4'),
  facebook: svg('M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z'),
  telegram: svg('m21 4-18 7 6 2 2 6 3-4 5 4zM9 13l9-6'),
};
