/**
 * <mc-identity-verification>: identity verification. The player sends three pictures, ID front, ID
 * back and a selfie with the ID (png or jpg, at most 5 MB each, checked on the device before
 * anything is sent), each shown and replaceable until sent. Then the state: under review,
 * verified, or rejected with the reason (the player may send new pictures). A visitor is asked to
 * sign in; free-trial accounts are refused.
 * If the session ends while the form is open, the chosen pictures stay for the same player to sign
 * in again and send.
 *
 * @event mc-verification - { status } after the pictures were sent (status 'pending')
 * @event mc-navigate - login for a visitor
 * @csspart status - the state card
 * @csspart form - the three pictures and the send button
 * @csspart image-slot - one picture
 * @csspart submit - the send button
 * @csspart badge - a count or status badge
 */
// Spec §3, §4, §6 (free trial).
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Verification } from '../../core/api/profile.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { sendIdentityDocuments, verificationStore } from '../../core/stores/profile.ts';
import { $session } from '../../core/stores/session.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { ImageSlot } from '../form/ImageSlot.tsx';
import type { PickedImage } from '../form/ImagePicker.tsx';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { VerificationBadge } from '../account-ui/VerificationBadge.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { $player } from '../../core/stores/player.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';

type Side = 'front' | 'back' | 'selfie';
const SIDES: readonly Side[] = ['front', 'back', 'selfie'];

export function IdentityVerification() {
  const { t } = useT();
  return (
    <MemberOnly loginText={t('verification.loginFirst')}>
      <VerificationPage />
    </MemberOnly>
  );
}

function VerificationPage() {
  const session = useStore($session);
  const { generation } = useStore($player);
  const state = useStore(verificationStore.$state);
  const allowed = session !== null && !isFreeTrial(session.type);

  useEffect(() => {
    // Fresh on every visit: the operator may have decided since.
    if (allowed) void verificationStore.load({ force: true });
  }, [allowed, generation]);

  if (state.status === 'error' && !state.value) return <LoadFailedState error={state.error} onRetry={() => void verificationStore.load({ force: true })} />;
  if (!state.value) return <LoadingState minHeight={360} />;

  const v = state.value;
  return (
    <div className="verification" part="base">
      <StatusCard value={v} />
      {(v.status === 'none' || v.status === 'rejected') && <DocumentsForm />}
    </div>
  );
}

function StatusCard({ value }: { value: Verification }) {
  const { t, language } = useT();
  const date = (ms: number | null) => (ms ? new Date(ms).toLocaleDateString(language === 'PT' ? 'pt-BR' : language === 'TY' ? 'fil-PH' : 'en-GB') : '');
  const text: Record<Verification['status'], string> = {
    none: t('verification.intro'),
    pending: t('verification.pendingText', { date: date(value.submittedAt) }),
    verified: t('verification.verifiedText'),
    rejected: t('verification.rejectedText'),
  };
  return (
    <section className={`status-card ${value.status}`} part="status" data-status={value.status} aria-live="polite">
      <div className="status-head">
        <h2 className="status-title">{t('verification.title')}</h2>
        <VerificationBadge status={value.status} />
      </div>
      <p className="status-text">{text[value.status]}</p>
      {value.status === 'rejected' && value.reason && (
        <p className="status-reason" data-field="reason">
          {t('verification.reason')}: <strong>{value.reason}</strong>
        </p>
      )}
    </section>
  );
}

function DocumentsForm() {
  const { t } = useT();
  const { emit } = useHost();
  const [images, setImages] = useState<Partial<Record<Side, PickedImage>>>({});
  const { busy, begin, end } = useSubmitGuard();
  const [missing, setMissing] = useState(false);
  const complete = SIDES.every((s) => images[s]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete) {
      setMissing(true);
      return;
    }
    if (!begin()) return;
    try {
      const next = await sendIdentityDocuments({ front: images.front!.dataUrl, back: images.back!.dataUrl, selfie: images.selfie!.dataUrl });
      toast('success', 'verification.sent', TOAST_SUCCESS_MS);
      emit('mc-verification', { status: next.status });
    } catch (error) {
      // The pictures stay chosen: the player can send again without picking them anew.
      toastError(error);
    } finally {
      end();
    }
  };

  return (
    <form className="form documents" part="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {SIDES.map((side) => (
        <ImageSlot
          key={side}
          name={side}
          label={t(`verification.${side}`)}
          hint={t(`verification.${side}.hint`)}
          image={images[side] ?? null}
          disabled={busy}
          onChange={(image) => {
            setImages((current) => ({ ...current, [side]: image }));
            setMissing(false);
          }}
        />
      ))}
      {missing && !complete && (
        <p className="error" role="alert">
          {t('verification.missing')}
        </p>
      )}
      <SubmitButton busy={busy}>{t('verification.send')}</SubmitButton>
    </form>
  );
}
