/**
 * <mc-invite-friends>: the referral page: the player's referral link and code with copy buttons,
 * the link as a QR code, and the device's share sheet where there is one. A visitor is sent to
 * sign in; free-trial accounts are refused; where the merchant has not enabled referrals the
 * player is told to contact customer service, with a way there.
 *
 * @event mc-navigate - to /m/login without a session, to /m/service when referral is off
 * @event mc-share - { url, via: 'copy' | 'share' } after the link was copied or shared
 * @csspart qr - the QR code
 * @csspart link - the referral link box
 * @csspart code - the referral code box
 * @cssprop --mc-qr-size - side of the QR code (default 200px)
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §5, §2.9 (free_reject; REFERRAL; contact_service for 2 s).
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { affiliateInfo } from '../../core/api/member.ts';
import { $player } from '../../core/stores/player.ts';
import { promotionStore, $enabledPromotions } from '../../core/stores/promotions.ts';
import { inviteFriends } from '../../core/rules/memberNav.ts';
import { TOAST_NOTICE_MS, TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast } from '../base/feedback.ts';
import { useCall } from '../base/useCall.ts';
import { LoadFailedState, LoadingState, LoginPromptState } from '../base/PageStates.tsx';
import { qrPath } from './qr.ts';

export function InviteFriends() {
  const { t } = useT();
  const { host, emit } = useHost();
  const { player, generation } = useStore($player);
  const promotions = useStore(promotionStore.$state);
  const enabled = useStore($enabledPromotions);
  const known = promotions.status === 'ready' || promotions.value !== undefined;
  const decision = inviteFriends({ type: player?.type ?? null, referralEnabled: enabled.includes('REFERRAL') });
  const allowed = known && decision.kind === 'go';
  const info = useCall((signal) => call(affiliateInfo, undefined, { signal }), [generation], allowed);

  useEffect(() => {
    void promotionStore.load();
  }, [player]);

  // §5: a visitor goes to login; the other refusals are said once, when they become known.
  const said = useRef('');
  useEffect(() => {
    if (decision.kind === 'login') {
      if (said.current !== 'login') navigate(host, 'login', { replace: true });
      said.current = 'login';
      return;
    }
    if (decision.kind === 'toast' && (known || decision.key === 'free_reject') && said.current !== decision.key) {
      said.current = decision.key;
      toast('info', decision.key, decision.durationMs ?? TOAST_NOTICE_MS);
    }
  }, [decision.kind, decision.kind === 'toast' ? decision.key : '', known, host]);

  if (decision.kind === 'login') return <LoginPromptState message={t('invite.loginFirst')} onLogin={() => navigate(host, 'login')} />;
  if (decision.kind === 'toast' && decision.key === 'free_reject') {
    return (
      <div className="mc-state" data-state="free-trial">
        <span>{t('free_reject')}</span>
      </div>
    );
  }
  if (!known) {
    return promotions.status === 'error' ? (
      <LoadFailedState error={promotions.error} onRetry={() => void promotionStore.load({ force: true })} />
    ) : (
      <LoadingState minHeight={360} />
    );
  }
  if (decision.kind === 'toast') {
    return (
      <div className="mc-state" data-state="referral-off">
        <span>{t('contact_service')}</span>
        <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'service')}>
          {t('invite.contact')}
        </button>
      </div>
    );
  }
  if (info.status === 'error' && !info.value) return <LoadFailedState error={info.error} onRetry={info.reload} />;
  if (!info.value) return <LoadingState minHeight={360} />;
  return <Referral url={info.value.url} code={info.value.code} onShared={(via) => emit('mc-share', { url: info.value!.url, via })} />;
}

function Referral({ url, code, onShared }: { url: string; code: string; onShared: (via: 'copy' | 'share') => void }) {
  const { t } = useT();
  const qr = useMemo(() => qrPath(url), [url]);
  const linkInput = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (text: string, input: HTMLInputElement | null) => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      // No clipboard permission (or an old browser): select the text and copy the old way.
      if (input) {
        input.focus();
        input.select();
        try {
          copied = document.execCommand('copy');
        } catch {
          copied = false;
        }
      }
    }
    if (copied) {
      toast('success', 'invite.copied', TOAST_SUCCESS_MS);
      onShared('copy');
    } else {
      toast('info', 'invite.copyManually', TOAST_NOTICE_MS);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('invite.shareTitle'), text: t('invite.shareText'), url });
      onShared('share');
    } catch {
      // Dismissed by the player: nothing to say.
    }
  };

  return (
    <div className="page">
      <section className="intro">
        <h2>{t('invite.heading')}</h2>
        <p>{t('invite.text')}</p>
      </section>
      <figure className="qr-box">
        <svg className="qr" part="qr" viewBox={`0 0 ${qr.box} ${qr.box}`} role="img" aria-label={t('invite.qr')} shapeRendering="crispEdges">
          <rect width={qr.box} height={qr.box} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption>{t('invite.scan')}</figcaption>
      </figure>
      <div className="field" part="link">
        <label htmlFor="invite-link">{t('invite.link')}</label>
        <div className="row">
          <input part="input" id="invite-link" ref={linkInput} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-primary" data-action="copy-link" onClick={() => void copy(url, linkInput.current)}>
            {t('invite.copy')}
          </button>
        </div>
      </div>
      <div className="field" part="code">
        <label htmlFor="invite-code">{t('invite.code')}</label>
        <div className="row">
          <input part="input" id="invite-code" readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn btn-outline"
            data-action="copy-code"
            onClick={(e) => void copy(code, e.currentTarget.previousElementSibling as HTMLInputElement)}
          >
            {t('invite.copy')}
          </button>
        </div>
      </div>
      {canShare && (
        <button type="button" className="btn btn-primary btn-block" data-action="share" onClick={() => void share()}>
          {t('invite.share')}
        </button>
      )}
    </div>
  );
}
