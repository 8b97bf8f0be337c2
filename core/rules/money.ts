/**
 * Money forms (deposit, withdraw, transfer to upline): amounts within the platform's limits,
 * the funds password, quick amounts, and how long the deposit page follows a deposit.
 */

/** The deposit page asks for a pending deposit's state this often… */
export const DEPOSIT_STATUS_POLL_MS = 3000;
/** …for at most this long; after that the player finds it in the deposit records. */
export const DEPOSIT_STATUS_POLL_LIMIT_MS = 10 * 60_000;

/** Quick-pick amounts; a form shows those inside the method's limits. */
export const QUICK_AMOUNTS = [100, 200, 500, 1000, 5000, 10000] as const;

/** The funds (payment) password: 6 digits, as the platform's registration rule says. */
export const FUNDS_PASSWORD_PATTERN = /^[0-9]{6}$/;
export const FUNDS_PASSWORD_LENGTH = 6;

export type AmountProblem = 'required' | 'invalid' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  min?: number;
  max?: number;
  /** What the wallet holds, when the amount leaves it. */
  balance?: number;
}

/** The amount typed, as a number with at most two decimals, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** What is wrong with an amount, checked in the order a player fixes things: typed, sensible, limits, balance. */
export function checkAmount(text: string, limits: AmountLimits = {}): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const n = parseAmount(text);
  if (n === null || n <= 0) return 'invalid';
  if (limits.min !== undefined && n < limits.min) return 'min';
  if (limits.max !== undefined && n > limits.max) return 'max';
  if (limits.balance !== undefined && n > limits.balance) return 'balance';
  return null;
}

export function quickAmounts(min: number, max: number): number[] {
  return QUICK_AMOUNTS.filter((a) => a >= min && a <= max);
}

export type FundsPasswordProblem = 'required' | 'format';

export function checkFundsPassword(text: string): FundsPasswordProblem | null {
  if (text === '') return 'required';
  return FUNDS_PASSWORD_PATTERN.test(text) ? null : 'format';
}

/** Platform refusals that are about the funds password typed: shown at its field, which is cleared. */
export const FUNDS_PASSWORD_CODES: ReadonlySet<string> = new Set(['funds_password.incorrect', 'funds_password.invalid', 'funds_password.locked']);

/** Deposit and withdrawal states the platform answers; anything else reads as pending. */
export type MoneyStatus = 'pending' | 'approved' | 'rejected';
export const moneyStatus = (status: string): MoneyStatus => (status === 'approved' || status === 'rejected' ? status : 'pending');

/** The currency symbol until the wallet has answered (§9: CNY by default). */
export const CURRENCY_SYMBOL_DEFAULT = '¥';
