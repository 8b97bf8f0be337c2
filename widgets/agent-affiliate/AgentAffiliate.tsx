/**
 * <mc-agent-affiliate>: the agent's affiliate links (each registration link with its affiliate
 * code), with a QR code to scan and a button that copies the link. The site shows it under the
 * downline registration form; it works alone on any page. Agents only (not free-trial accounts).
 *
 * @attr qr-size - QR code size in CSS pixels (default 148)
 * @event mc-copy - { code, url } after a link was copied
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart link - one affiliate link card
 * @csspart qr - its QR code
 */
// Real agents only: §6.
import { call } from '../../core/api/request.ts';
import { affiliateUrls } from '../../core/api/agent.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast } from '../base/feedback.ts';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { QrCode } from '../agent-ui/Qr.tsx';
import { safeUrl } from '../../core/url.ts';

export function AgentAffiliate({ qrSize }: { qrSize?: number }) {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useAgentSession(host);
  const links = useCall((signal) => call(affiliateUrls, undefined, { signal }), [session?.generation], session !== null);
  if (!session) return null;

  const copy = async (code: string, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'agent.affiliate.copied', TOAST_SUCCESS_LONG_MS);
      emit('mc-copy', { code, url });
    } catch {
      toast('fail', 'agent.affiliate.copyFailed');
    }
  };

  return (
    <section className="page" aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" className="section-title">
        {t('agent.affiliate.title')}
      </h2>
      <Loaded state={links} isEmpty={(v) => v.length === 0}>
        {(v) => (
          <ul className="links">
            {v.map((l) => (
              <li key={l.code} className="card link" part="link">
                <QrCode text={l.url} size={qrSize && qrSize > 0 ? qrSize : 148} label={t('agent.affiliate.qr', { code: l.code })} />
                <div className="link-main">
                  <span className="tag">{t('agent.affiliate.code', { code: l.code })}</span>
                  {safeUrl(l.url) ? (
                    <a className="url" href={safeUrl(l.url)!} target="_blank" rel="noopener noreferrer">
                      {l.url}
                    </a>
                  ) : (
                    <span className="url">{l.url}</span>
                  )}
                  <button type="button" className="btn btn-outline" onClick={() => void copy(l.code, l.url)}>
                    {t('agent.affiliate.copy')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
