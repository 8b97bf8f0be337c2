/**
 * The send-code button of the SMS-code fields (§2.4, §2.5, §2.6, §4): checks the mobile number
 * first, shows a loading toast, then in_sms_send for 1.5 s, and becomes a countdown of
 * expiredMinutes × 60 seconds during which it is disabled.
 */
import { useRef, useState } from 'react';
import { call } from '../../core/api/request.ts';
import { sendSmsCode } from '../../core/api/signIn.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { LOADING_SMS_MS, TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { smsCountdownSeconds } from '../../core/rules/sms.ts';
import { hideToast, toast, toastError } from '../base/feedback.ts';
import { useT } from '../base/i18n.ts';
import { useCountdown } from '../base/useCountdown.ts';

export interface SmsCodeButtonProps {
  purpose: 'register' | 'reset' | 'login';
  /** Validates the mobile number (showing its error and focusing it when wrong); the number to send to, or null. */
  mobile: () => string | null;
  countryDialingCode?: string;
  disabled?: boolean;
}

export function SmsCodeButton({ purpose, mobile, countryDialingCode, disabled }: SmsCodeButtonProps) {
  const { t } = useT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const send = async () => {
    if (busy.current || countdown.running) return;
    const number = mobile();
    if (!number) return;
    busy.current = true;
    setSending(true);
    const loading = toast('loading', 'in_please_wait', LOADING_SMS_MS);
    try {
      const { expiredMinutes } = await call(sendSmsCode, { mobileNum: number, purpose, ...(countryDialingCode ? { countryDialingCode } : {}) });
      hideToast(loading);
      toast('success', 'in_sms_send', TOAST_SUCCESS_LONG_MS);
      countdown.start(smsCountdownSeconds(expiredMinutes));
    } catch (e) {
      hideToast(loading);
      const retry = isRequestError(e) ? (e.details.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds : undefined;
      if (typeof retry === 'number' && retry > 0) countdown.start(retry);
      toastError(e);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <button type="button" className="send-code" part="send-code" disabled={disabled || sending || countdown.running} onClick={() => void send()}>
      {countdown.running ? t('sms.countdown', { seconds: countdown.seconds }) : t('sms.send')}
    </button>
  );
}
