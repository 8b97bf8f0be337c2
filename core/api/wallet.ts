/** Wallet, money and security calls of §7. */
import { endpoint } from './endpoint.ts';
import { empty, array, boolean, number, numeric, object, optional, string, withDefault, type Infer } from './schema.ts';

export const balanceSchema = object({
  sumBalance: numeric,
  currency: withDefault(string, 'CNY'),
  currencySymbol: withDefault(string, '¥'),
  accounts: withDefault(array(object({ name: string, balance: numeric })), []),
});
export type Balance = Infer<typeof balanceSchema>;

export const balance = endpoint<void, Balance>({
  name: 'balance',
  method: 'GET',
  path: '/wps/wallets/balance',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: balanceSchema,
});

export const transfer = endpoint<{ from: string; to: string; amount: number }, Balance>({
  name: 'transfer',
  method: 'POST',
  path: '/wps/wallets/transfer',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  idempotent: true,
  response: balanceSchema,
});

export const transactionSchema = object({
  id: string,
  code: string,
  amount: number,
  balanceAfter: numeric,
  createdAt: number,
  remark: withDefault(string, ''),
});
export type Transaction = Infer<typeof transactionSchema>;

export interface DateRangeQuery {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
  types?: string;
}
const page = <T>(item: (v: unknown, p?: string) => T) => object({ list: array(item), totalPages: number, pageNum: withDefault(number, 1) });

export const transactions = endpoint<DateRangeQuery, { list: Transaction[]; totalPages: number; pageNum: number }>({
  name: 'transactions',
  method: 'GET',
  path: '/wps/transaction/details',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: page(transactionSchema),
});

export const transactionCodes = endpoint<void, { code: string; name: string }[]>({
  name: 'transactionCodes',
  method: 'GET',
  path: '/wps/transaction/codes',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: array(object({ code: string, name: string })),
});

export const bankCardSchema = object({ id: string, bankName: string, cardNo: string, holder: string });
export const bankCards = endpoint<void, Infer<typeof bankCardSchema>[]>({
  name: 'bankCards',
  method: 'GET',
  path: '/wps/member/bankcards',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: array(bankCardSchema),
});

export const withdrawSettings = endpoint<void, { min: number; max: number; hasFundsPassword: boolean }>({
  name: 'withdrawSettings',
  method: 'GET',
  path: '/wps/transaction/withdraw/settings',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: object({ min: number, max: number, hasFundsPassword: boolean }),
});

export const withdraw = endpoint<{ bankCardId: string; amount: number; fundsPassword: string }, { id: string; status: string }>({
  name: 'withdraw',
  method: 'POST',
  path: '/wps/transaction/withdraw',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  encrypt: true,
  idempotent: true,
  response: object({ id: string, status: string }),
});

export const moneyRecordSchema = object({ id: string, amount: number, status: string, method: withDefault(string, ''), createdAt: number });
export const withdrawReport = endpoint<DateRangeQuery, { list: Infer<typeof moneyRecordSchema>[]; totalPages: number; pageNum: number }>({
  name: 'withdrawReport',
  method: 'GET',
  path: '/wps/transaction/withdraw/report',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: page(moneyRecordSchema),
});

export const depositMethodSchema = object({
  id: string,
  vendor: string,
  name: string,
  kind: string,
  min: number,
  max: number,
  banks: withDefault(array(string), []),
});
export const depositMethods = endpoint<void, Infer<typeof depositMethodSchema>[]>({
  name: 'depositMethods',
  method: 'GET',
  path: '/wps/deposit/methods',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: array(depositMethodSchema),
});

export const depositPromotions = endpoint<{ methodId?: string }, { id: string; title: string; bonusRate: number }[]>({
  name: 'depositPromotions',
  method: 'GET',
  path: '/wps/deposit/promotions',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: array(object({ id: string, title: string, bonusRate: number })),
});

/** Where a manual bank transfer goes (optional: only bank-transfer methods answer it). */
export const depositReceiverSchema = object({ bankName: string, accountName: string, accountNo: string, reference: withDefault(string, '') });
export type DepositReceiver = Infer<typeof depositReceiverSchema>;

export const deposit = endpoint<
  { methodId: string; amount: number; promotionId?: string; bank?: string; payerName?: string },
  { id: string; status: string; payUrl: string; receiver?: DepositReceiver }
>({
  name: 'deposit',
  method: 'POST',
  path: '/wps/deposit',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  idempotent: true,
  response: object({ id: string, status: string, payUrl: withDefault(string, ''), receiver: optional(depositReceiverSchema) }),
});

/** One deposit's state (pending, approved, rejected): the deposit page follows it until the platform decides. */
export const depositStatus = endpoint<{ id: string }, { id: string; status: string; amount: number }>({
  name: 'depositStatus',
  method: 'GET',
  path: '/wps/deposit/status',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: object({ id: string, status: string, amount: numeric }),
});

export const depositRecords = endpoint<DateRangeQuery, { list: Infer<typeof moneyRecordSchema>[]; totalPages: number; pageNum: number }>({
  name: 'depositRecords',
  method: 'GET',
  path: '/wps/deposit/records',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  response: page(moneyRecordSchema),
});

export const securityConfig = endpoint<
  void,
  { loginPassword: boolean; fundsPassword: boolean; bankCard: boolean; email: boolean; payeeName: boolean; nickname: boolean; securityQuestions: boolean }
>({
  name: 'securityConfig',
  method: 'GET',
  path: '/wps/security/config',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({
    loginPassword: boolean,
    fundsPassword: boolean,
    bankCard: boolean,
    email: boolean,
    payeeName: boolean,
    nickname: boolean,
    securityQuestions: boolean,
  }),
});

/**
 * Account changes a stolen token alone must not make: each carries the login password again as
 * `password` (sealed), or for a change of the funds password the current one as `oldPassword`.
 */
export interface Reauth {
  password: string;
}

export const setFundsPassword = endpoint<{ oldPassword: string; newPassword: string } | ({ newPassword: string } & Reauth), null>({
  name: 'setFundsPassword',
  method: 'POST',
  path: '/wps/security/fundsPassword',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: empty,
});
export const addBankCard = endpoint<{ bankName: string; cardNo: string; holder: string } & Reauth, null>({
  name: 'addBankCard',
  method: 'POST',
  path: '/wps/security/bankCard',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: empty,
});
export const setSecurityQuestions = endpoint<{ question: string; answer: string }, null>({
  name: 'setSecurityQuestions',
  method: 'POST',
  path: '/wps/security/questions',
  moduleId: 'COMM3',
  auth: 'required',
  response: empty,
});
export const bindEmail = endpoint<{ email: string } & Reauth, null>({
  name: 'bindEmail',
  method: 'POST',
  path: '/wps/security/email',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: empty,
});
export const setPayeeName = endpoint<{ payeeName: string } & Reauth, null>({
  name: 'setPayeeName',
  method: 'POST',
  path: '/wps/security/payeeName',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: empty,
});
export const setNickname = endpoint<{ nickname: string }, null>({
  name: 'setNickname',
  method: 'POST',
  path: '/wps/security/nickname',
  moduleId: 'COMM3',
  auth: 'required',
  response: empty,
});

export const gameRecordSchema = object({ id: string, gameName: string, vendor: string, stake: number, payout: number, createdAt: number });
export const gameRecords = endpoint<DateRangeQuery, { list: Infer<typeof gameRecordSchema>[]; totalPages: number; pageNum: number }>({
  name: 'gameRecords',
  method: 'GET',
  path: '/wps/report/bets',
  moduleId: 'COMM3',
  auth: 'required',
  response: page(gameRecordSchema),
});

export const profitAndLoss = endpoint<
  { startDate: string; endDate: string },
  { stake: number; payout: number; profit: number; deposits: number; withdrawals: number; bonuses: number }
>({
  name: 'profitAndLoss',
  method: 'GET',
  path: '/wps/report/profitAndLoss',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ stake: number, payout: number, profit: number, deposits: number, withdrawals: number, bonuses: number }),
});

export const transferToUpline = endpoint<{ amount: number; fundsPassword: string }, Balance>({
  name: 'transferToUpline',
  method: 'POST',
  path: '/wps/wallets/transferUpline',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  encrypt: true,
  idempotent: true,
  response: balanceSchema,
});

export const manualRebate = endpoint<void, { available: number; lastClaimAt: number; claimable: boolean }>({
  name: 'manualRebate',
  method: 'GET',
  path: '/wps/rebate/manual',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ available: number, lastClaimAt: number, claimable: boolean }),
});

export const claimManualRebate = endpoint<void, Balance>({
  name: 'claimManualRebate',
  method: 'POST',
  path: '/wps/rebate/manual',
  moduleId: 'COMM3',
  auth: 'required',
  response: balanceSchema,
});

export const rebateReport = endpoint<
  DateRangeQuery,
  { list: { id: string; amount: number; gameType: string; createdAt: number }[]; totalPages: number; pageNum: number }
>({
  name: 'rebateReport',
  method: 'GET',
  path: '/wps/rebate/report',
  moduleId: 'COMM3',
  auth: 'required',
  response: page(object({ id: string, amount: number, gameType: string, createdAt: number })),
});

export const leaderBoard = endpoint<void, { rank: number; account: string; score: number; prize?: number }[]>({
  name: 'leaderBoard',
  method: 'GET',
  path: '/wps/mission/leaderBoard',
  moduleId: 'COMM3',
  auth: 'optional',
  response: array(object({ rank: number, account: string, score: number, prize: optional(number) })),
});

export const walletEndpoints = [
  balance,
  transfer,
  transactions,
  transactionCodes,
  bankCards,
  withdrawSettings,
  withdraw,
  withdrawReport,
  depositMethods,
  depositPromotions,
  deposit,
  depositStatus,
  depositRecords,
  securityConfig,
  setFundsPassword,
  addBankCard,
  setSecurityQuestions,
  bindEmail,
  setPayeeName,
  setNickname,
  gameRecords,
  profitAndLoss,
  transferToUpline,
  manualRebate,
  claimManualRebate,
  rebateReport,
  leaderBoard,
] as const;
