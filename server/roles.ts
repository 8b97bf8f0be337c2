/**
 * Customer types as the platform knows them (§3, §6). Kept on the server side: the server
 * shares only the wire format (core/api) with the client, not its rules.
 */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const FREE_TRIAL_TYPE = 4;
export const NON_MEMBER_TYPE = 40;
/** Types without an agency centre: players, free-trial accounts and non-members. */
const NO_AGENCY_CENTRE_TYPES: readonly number[] = [0, FREE_TRIAL_TYPE, NON_MEMBER_TYPE];

export const isAgent = (type: number): boolean => AGENT_TYPES.includes(type);
export const isFreeTrial = (type: number): boolean => type === FREE_TRIAL_TYPE;
export const hasAgencyCentre = (type: number): boolean => !NO_AGENCY_CENTRE_TYPES.includes(type);
