/**
 * What a first withdrawal needs, asked in steps inside the withdrawal (issue 19): a funds
 * password, a bank card in the payee name (the card's holder becomes the payee name when none is
 * set), then the login password once to confirm both (the platform asks for it again before
 * either, server/api/reauth.ts). Each step checks its own fields; a refusal of the platform
 * leads back to the step it is about, with everything typed kept. Cancel and done return to the
 * withdrawal form, which has kept the amount.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { call } from '../../core/api/request.ts';
import { addBankCard, setFundsPassword } from '../../core/api/wallet.ts';
import { profile as profileEndpoint } from '../../core/api/profile.ts';
import { errorMessageKey, isRequestError } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { FUNDS_PASSWORD_LENGTH } from '../../core/rules/money.ts';
import { verifyConfirmPassword, verifyField, type FieldRule } from '../../core/rules/verifier.ts';
import { toastError } from '../base/feedback.ts';
import { useT } from '../base/i18n.ts';
import { ReauthField, useReauth } from '../form/ReauthField.tsx';
import { TextField } from '../form/TextField.tsx';
import { useForm } from '../form/useForm.ts';
import { useCall } from '../base/useCall.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

export interface SetupNeeds {
  fundsPassword: boolean;
  bankCard: boolean;
}

type Step = 'fundsPassword' | 'bankCard' | 'confirm';
type Field = 'fundsNew' | 'fundsConfirm' | 'bankName' | 'cardNo' | 'holder';

/** Bank card numbers the platform accepts: 12 to 19 digits (spaces allowed while typing). */
const CARD_NO = /^\d{12,19}$/;
const FUNDS_RULE: FieldRule = { enabled: true, required: true, pattern: `^[0-9]{${FUNDS_PASSWORD_LENGTH}}$` };
const HOLDER_RULE: FieldRule = { enabled: true, required: true };
const STEP_OF: Record<Field, Step> = { fundsNew: 'fundsPassword', fundsConfirm: 'fundsPassword', bankName: 'bankCard', cardNo: 'bankCard', holder: 'bankCard' };
/** Platform refusals about a field of the steps. */
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'funds_password.invalid': 'fundsNew',
  'bankcard.invalid': 'cardNo',
  'bankcard.exists': 'cardNo',
  'bankcard.holder_mismatch': 'holder',
  'payee.invalid': 'holder',
};

export function FirstWithdrawalSetup({ needs, onCancel, onDone }: { needs: SetupNeeds; onCancel: () => void; onDone: () => void }) {
  const { t } = useT();
  const steps: Step[] = [...(needs.fundsPassword ? (['fundsPassword'] as const) : []), ...(needs.bankCard ? (['bankCard'] as const) : []), 'confirm'];
  const [step, setStep] = useState<Step>(steps[0]!);
  const form = useForm<Field>({ fundsNew: '', fundsConfirm: '', bankName: '', cardNo: '', holder: '' });
  const { values: v, setValues: setV, setErrors, busy } = form;
  // The funds password may be saved while the card is refused: a second try does not set it again.
  const [fundsSaved, setFundsSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const reauth = useReauth();
  // A payee name already set is the holder every card must carry.
  const payee = useCall((signal) => call(profileEndpoint, undefined, { signal }), [], needs.bankCard);
  const fixedHolder = payee.value && !payee.value.payeeName.editable ? payee.value.payeeName.value : undefined;
  const index = steps.indexOf(step);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const set = (k: Field) => (value: string) => {
    setV((s) => ({ ...s, [k]: k === 'fundsNew' || k === 'fundsConfirm' ? value.replace(/\D/g, '') : value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const problems = (s: Step): Partial<Record<Field, string>> => {
    if (s === 'fundsPassword') {
      return {
        fundsNew: verifyField('paymentPassword', v.fundsNew, FUNDS_RULE) ?? undefined,
        fundsConfirm: verifyConfirmPassword(v.fundsNew, v.fundsConfirm) ?? undefined,
      };
    }
    if (s === 'bankCard') {
      const cardNo = v.cardNo.replace(/\s+/g, '');
      return {
        bankName: v.bankName.trim() ? undefined : 'security.bank.nameRequired',
        cardNo: cardNo === '' ? 'security.bank.cardRequired' : CARD_NO.test(cardNo) ? undefined : 'security.bank.cardFormat',
        holder: fixedHolder ? undefined : (verifyField('payeeName', v.holder.trim(), HOLDER_RULE) ?? undefined),
      };
    }
    return {};
  };

  /** Shows the step's problems; true when there are none. */
  const checkStep = (s: Step): boolean => {
    const found = problems(s);
    return form.validate(Object.keys(found) as Field[], (k) => found[k]);
  };

  const save = async () => {
    if (!reauth.check()) return;
    try {
      if (needs.fundsPassword && !fundsSaved) {
        await call(setFundsPassword, { newPassword: v.fundsNew, password: reauth.password });
        setFundsSaved(true);
      }
      if (needs.bankCard) {
        await call(addBankCard, {
          bankName: v.bankName.trim(),
          cardNo: v.cardNo.replace(/\s+/g, ''),
          holder: fixedHolder ?? v.holder.trim(),
          password: reauth.password,
        });
      }
      reauth.clear();
      onDone();
    } catch (error) {
      if (reauth.refused(error)) return;
      const field = isRequestError(error) && error.kind === 'api' && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (!field) {
        toastError(error);
        return;
      }
      setErrors((e) => ({ ...e, [field]: errorMessageKey(error, hasText) }));
      setStep(STEP_OF[field]);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (step === 'confirm') {
      void form.run(save);
      return;
    }
    if (checkStep(step)) setStep(steps[index + 1]!);
  };

  const back = () => (index === 0 ? onCancel() : setStep(steps[index - 1]!));
  const { ref, error: err } = form;
  const stepName = (s: Step) => t(s === 'fundsPassword' ? 'security.fundsPassword' : s === 'bankCard' ? 'security.bankCard' : 'common.confirm');
  const secret = (k: 'fundsNew' | 'fundsConfirm', id: string, label: string) => (
    <TextField
      id={id}
      label={label}
      value={v[k]}
      onChange={set(k)}
      error={err(k)}
      type="password"
      inputMode="numeric"
      maxLength={FUNDS_PASSWORD_LENGTH}
      autoComplete="new-password"
      revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
      inputRef={ref(k)}
    />
  );

  return (
    <form className="page setup" part="setup" noValidate onSubmit={submit} aria-busy={busy} data-step={step}>
      <div className="section">
        <h2 className="section-title" tabIndex={-1} ref={heading}>
          {t('withdraw.setup.title')}
        </h2>
        <p className="muted">{t('withdraw.setup.intro')}</p>
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s} className={i < index ? 'done' : i === index ? 'current' : undefined} aria-current={i === index ? 'step' : undefined}>
              {stepName(s)}
            </li>
          ))}
        </ol>
        <p className="muted step-count">{t('withdraw.setup.step', { n: index + 1, total: steps.length })}</p>
      </div>

      {step === 'fundsPassword' && (
        <fieldset className="section">
          <legend className="section-title">{stepName('fundsPassword')}</legend>
          {secret('fundsNew', 'setup-funds-new', t('security.fundsPassword.new'))}
          {secret('fundsConfirm', 'setup-funds-confirm', t('security.fundsPassword.confirm'))}
          <p className="muted">{t('security.fundsPassword.hint')}</p>
        </fieldset>
      )}

      {step === 'bankCard' && (
        <fieldset className="section">
          <legend className="section-title">{stepName('bankCard')}</legend>
          <TextField
            id="setup-bank-name"
            label={t('security.bank.name')}
            value={v.bankName}
            onChange={set('bankName')}
            error={err('bankName')}
            maxLength={64}
            autoComplete="off"
            inputRef={ref('bankName')}
          />
          <TextField
            id="setup-card-no"
            label={t('security.bank.cardNo')}
            value={v.cardNo}
            onChange={set('cardNo')}
            error={err('cardNo')}
            inputMode="numeric"
            maxLength={23}
            autoComplete="off"
            inputRef={ref('cardNo')}
          />
          {fixedHolder ? (
            <p className="muted" data-field="holder">
              {t('security.bank.holder')}: <strong>{fixedHolder}</strong>
            </p>
          ) : (
            <>
              <TextField
                id="setup-holder"
                label={t('security.bank.holder')}
                value={v.holder}
                onChange={set('holder')}
                error={err('holder')}
                maxLength={50}
                autoComplete="name"
                inputRef={ref('holder')}
              />
              <p className="muted">{t('security.payeeName.hint')}</p>
            </>
          )}
        </fieldset>
      )}

      {step === 'confirm' && (
        <div className="section">
          <dl className="kv">
            {needs.fundsPassword && (
              <>
                <dt>{stepName('fundsPassword')}</dt>
                <dd>{'•'.repeat(FUNDS_PASSWORD_LENGTH)}</dd>
              </>
            )}
            {needs.bankCard && (
              <>
                <dt>{stepName('bankCard')}</dt>
                <dd>
                  {v.bankName.trim()} ···· {v.cardNo.replace(/\s+/g, '').slice(-4)} · {fixedHolder ?? v.holder.trim()}
                </dd>
              </>
            )}
          </dl>
          <ReauthField id="setup-reauth" reauth={reauth} />
        </div>
      )}

      <div className="actions">
        <SubmitButton busy={busy}>{step === 'confirm' ? t('withdraw.setup.save') : t('withdraw.setup.next')}</SubmitButton>
        <button type="button" className="btn btn-outline btn-block" onClick={back} disabled={busy}>
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}
