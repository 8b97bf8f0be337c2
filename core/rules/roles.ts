/** Customer types and what they may do (§3, §6). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const NO_AGENCY_CENTRE_TYPES: readonly number[] = [0, 4, 40];
export const PENDING_CONTRACT_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];
export const DIVIDEND_INFO_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];
export const FREE_TRIAL_TYPE = 4;
export const NO_UPLINE_TRANSFER_TYPE = 2;

export const isAgent = (type: number): boolean => AGENT_TYPES.includes(type);
export const isFreeTrial = (type: number): boolean => type === FREE_TRIAL_TYPE;
/** Agency centre (member-centre item) and agent home are open to every type but 0, 4 and 40. */
export const hasAgencyCentre = (type: number): boolean => !NO_AGENCY_CENTRE_TYPES.includes(type);
export const checksPendingContracts = (type: number): boolean => !PENDING_CONTRACT_EXEMPT_TYPES.includes(type);
export const fetchesDividendInfo = (type: number): boolean => !DIVIDEND_INFO_EXEMPT_TYPES.includes(type);

/**
 * The agent share entry (§6): hidden from agents; for others shown only when REFERRAL is
 * enabled, or when nobody is logged in.
 */
export function showsAgentShare(type: number | null, referralEnabled: boolean): boolean {
  if (type === null) return true;
  if (isAgent(type)) return false;
  return referralEnabled;
}
