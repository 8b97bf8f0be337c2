/** How money pages write amounts and times: the wallet's currency symbol, two decimals, the player's language. */
import { useStore } from '@nanostores/react';
import { formatBalance, formatMoney, isoDate } from '../../core/format.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { CURRENCY_SYMBOL_DEFAULT } from '../../core/rules/money.ts';
import { useT } from '../base/i18n.ts';

export interface MoneyOptions {
  /** '+' before a positive amount (records of money in and out). */
  sign?: boolean;
  /** No decimals (quick-pick chips). */
  whole?: boolean;
}

export function useMoney(): { money: (amount: number, options?: MoneyOptions) => string; symbol: string } {
  const { language } = useT();
  const wallet = useStore(walletStore.$state);
  const symbol = wallet.value?.currencySymbol ?? CURRENCY_SYMBOL_DEFAULT;
  const money = (amount: number, { sign = false, whole = false }: MoneyOptions = {}) => {
    const digits = whole ? formatBalance(Math.abs(amount), language) : formatMoney(Math.abs(amount), language);
    const text = `${symbol} ${digits}`;
    if (amount < 0) return `-${text}`;
    return sign && amount > 0 ? `+${text}` : text;
  };
  return { money, symbol };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A record's time as YYYY-MM-DD HH:mm, in the player's time zone. */
export function formatRecordTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${isoDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
