/**
 * A deposit method's logo for the method cards of the new deposit layout. The platform sends no
 * picture for a method (§7 names none), so the kit draws one per method kind: a bank building,
 * a card for payment gateways, Alipay's 支 (drawn: a device without a CJK font showed an empty
 * box for the character), the other wallets' initials, a coin for USDT. Decorative: the card's
 * text names the method.
 */
const COLOURS: Record<string, string> = {
  BANK: '#3b6fd8',
  GATEWAY: '#2f9e8f',
  ALIPAY: '#1677ff',
  WECHAT: '#1aad19',
  QQ: '#12b7f5',
  USDT: '#26a17b',
};

const INITIALS: Record<string, string> = { WECHAT: 'W', QQ: 'Q' };

export const LOGO_SIZE = 36;

export function MethodLogo({ kind }: { kind: string }) {
  const colour = COLOURS[kind] ?? '#6b7280';
  return (
    <svg className="method-logo" viewBox="0 0 36 36" width={LOGO_SIZE} height={LOGO_SIZE} aria-hidden="true" focusable="false" data-kind={kind}>
      <rect width="36" height="36" rx="9" fill={colour} />
      {kind === 'BANK' ? (
        <path d="M18 7 7 13v2h22v-2L18 7Zm-8 10v8h3v-8h-3Zm6.5 0v8h3v-8h-3Zm6.5 0v8h3v-8h-3ZM7 27v2h22v-2H7Z" fill="#fff" />
      ) : kind === 'GATEWAY' ? (
        <path d="M7 11a2 2 0 0 1 2-2h18a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V11Zm2 2v3h18v-3H9Zm2 7v2h6v-2h-6Z" fill="#fff" />
      ) : kind === 'ALIPAY' ? (
        <path
          d="M9.5 12.5h17M18 7.5V17M11 18h13.5c-2 5.5-7.5 9-15 10.5M13 21c3 4 8 6.5 14 7.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : kind === 'USDT' ? (
        <path
          d="M10 9h16v4h-6v2.1c4 .3 7 1.2 7 2.4s-3 2.1-7 2.4V28h-4v-8.1c-4-.3-7-1.2-7-2.4s3-2.1 7-2.4V13h-6V9Zm6 7.4c-2.4.2-4 .6-4 1.1s1.6.9 4 1.1v-2.2Zm4 0v2.2c2.4-.2 4-.6 4-1.1s-1.6-.9-4-1.1Z"
          fill="#fff"
        />
      ) : (
        <text x="18" y="24" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          {INITIALS[kind] ?? kind.slice(0, 1)}
        </text>
      )}
    </svg>
  );
}
