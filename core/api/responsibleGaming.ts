/**
 * Responsible-gaming calls: the player's limits, reality check and play session, time-out,
 * self-exclusion and activity statement. The platform enforces every rule; these calls set
 * and read them. Amounts are in currency units, times in epoch ms.
 */
import { endpoint } from './endpoint.ts';
import { array, literal, nullable, number, numeric, object, string, type Infer } from './schema.ts';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
export const TIME_OUT_LENGTHS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutLength = (typeof TIME_OUT_LENGTHS)[number];
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '5y'] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSION_LENGTHS)[number];

// The merchant's configuration is part of the initial configuration, which every element of the
// kit may read: it lives with it (site.ts), so these calls stay out of the kit's runtime.
export { rgConfigSchema, type RgConfig } from './site.ts';

const limitSchema = object({
  kind: literal<LimitKind>('deposit', 'loss'),
  period: literal<LimitPeriod>('day', 'week', 'month'),
  limit: nullable(numeric),
  pending: nullable(object({ limit: nullable(numeric), at: number })),
  used: numeric,
  left: nullable(numeric),
  resetsAt: number,
});
export type RgLimit = Infer<typeof limitSchema>;

export const rgStatusSchema = object({
  limits: array(limitSchema),
  realityCheckMinutes: nullable(number),
  sessionLimitMinutes: nullable(number),
  realityCheckChoices: array(number),
  sessionLimitChoices: array(number),
  coolingOffHours: number,
});
export type RgStatus = Infer<typeof rgStatusSchema>;

export const rgStatus = endpoint<void, RgStatus>({
  name: 'rgStatus',
  method: 'GET',
  path: '/wps/rg/status',
  moduleId: 'RG3',
  auth: 'required',
  response: rgStatusSchema,
});

/** Sets a limit (`amount`), or removes it (no amount). Lower: at once; higher or removed: after the cooling-off. */
export const setRgLimit = endpoint<{ kind: LimitKind; period: LimitPeriod; amount?: number }, RgStatus>({
  name: 'setRgLimit',
  method: 'POST',
  path: '/wps/rg/limit',
  moduleId: 'RG3',
  auth: 'required',
  response: rgStatusSchema,
});

/** Reality-check interval (null: the merchant's default) and session time limit (null: none), in minutes. */
export const setRgSession = endpoint<{ realityCheckMinutes: number | null; sessionLimitMinutes: number | null }, RgStatus>({
  name: 'setRgSession',
  method: 'POST',
  path: '/wps/rg/session/settings',
  moduleId: 'RG3',
  auth: 'required',
  response: rgStatusSchema,
});

export const playSessionSchema = object({
  startedAt: number,
  now: number,
  net: numeric,
  intervalMinutes: number,
  nextCheckAt: number,
  sessionLimitMinutes: nullable(number),
  endsAt: nullable(number),
});
export type PlaySession = Infer<typeof playSessionSchema>;

/** The current play session as the platform keeps it: a reload does not restart it. */
export const playSession = endpoint<void, PlaySession>({
  name: 'playSession',
  method: 'GET',
  path: '/wps/rg/session',
  moduleId: 'RG3',
  auth: 'required',
  response: playSessionSchema,
});

/** "Continue" on a reality check: the next one is one interval from now. */
export const continuePlaySession = endpoint<void, PlaySession>({
  name: 'continuePlaySession',
  method: 'POST',
  path: '/wps/rg/session/continue',
  moduleId: 'RG3',
  auth: 'required',
  response: playSessionSchema,
});

/** Starts a time-out at once; the platform ends every session of the player. */
export const startTimeOut = endpoint<{ length: TimeOutLength }, { until: number }>({
  name: 'startTimeOut',
  method: 'POST',
  path: '/wps/rg/timeout',
  moduleId: 'RG3',
  auth: 'required',
  response: object({ until: number }),
});

/** Starts a self-exclusion at once; it cannot be ended early. */
export const startSelfExclusion = endpoint<{ length: SelfExclusionLength }, { until: number }>({
  name: 'startSelfExclusion',
  method: 'POST',
  path: '/wps/rg/selfExclusion',
  moduleId: 'RG3',
  auth: 'required',
  response: object({ until: number }),
});

export const statementRowSchema = object({ start: string, deposits: numeric, withdrawals: numeric, bets: numeric, net: numeric });
export type StatementRow = Infer<typeof statementRowSchema>;

export const activityStatement = endpoint<{ period: LimitPeriod }, StatementRow[]>({
  name: 'activityStatement',
  method: 'GET',
  path: '/wps/rg/activity',
  moduleId: 'RG3',
  auth: 'required',
  response: array(statementRowSchema),
});

export const responsibleGamingEndpoints = [
  rgStatus,
  setRgLimit,
  setRgSession,
  playSession,
  continuePlaySession,
  startTimeOut,
  startSelfExclusion,
  activityStatement,
] as const;
