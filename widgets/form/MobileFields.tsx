/**
 * The mobile number with its country dialing code, and the SMS code with its send button: the
 * pair the login, the registration and the password reset ask for alike.
 */
import type { ReactNode } from 'react';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../../core/rules/constants.ts';
import { DialingCodeSelect } from './DialingCode.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

type FieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'leading' | 'trailing'>;

export interface MobileFieldProps extends FieldProps {
  /** The dialing-code picker's id. */
  dialingId: string;
  dialCode: string;
  onDialCode: (code: string) => void;
}

export function MobileField({ dialingId, dialCode, onDialCode, autoComplete = 'tel-national', required = true, ...field }: MobileFieldProps) {
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="tel"
      maxLength={MOBILE_MAX_LENGTH}
      autoComplete={autoComplete}
      required={required}
      leading={<DialingCodeSelect id={dialingId} value={dialCode} onChange={onDialCode} />}
    />
  );
}

export interface SmsCodeFieldProps extends FieldProps {
  /** The send-code button (forms that load it on demand pass it once it is there). */
  sendButton?: ReactNode;
}

export function SmsCodeField({ sendButton, required = true, ...field }: SmsCodeFieldProps) {
  return <TextField {...field} inputMode="numeric" maxLength={SMS_CODE_MAX_LENGTH} autoComplete="one-time-code" required={required} trailing={sendButton} />;
}
