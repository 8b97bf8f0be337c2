/** Responsible-gaming calls (core/api/responsibleGaming.ts); the rules live in server/responsible-gaming/. */
import * as RG from '../../core/api/responsibleGaming.ts';
import { ApiError } from '../http/envelope.ts';
import type { Params } from '../http/body.ts';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES, type RgTool } from '../responsible-gaming/config.ts';
import { SELF_EXCLUSIONS, startExclusion, TIME_OUTS } from '../responsible-gaming/exclusions.ts';
import { COOLING_OFF_MS, limitStates, setLimit, type LimitKind } from '../responsible-gaming/limits.ts';
import type { Period } from '../responsible-gaming/periods.ts';
import { acknowledge, playSession, preferences, savePreferences } from '../responsible-gaming/reality-check.ts';
import { statement } from '../responsible-gaming/activity.ts';
import type { Switches } from '../switches.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { amountParam, toMoney } from './util.ts';

/** The merchant's configuration as the initial configuration carries it. */
export function rgInitialConfig(sw: Switches): RG.RgConfig {
  const c = sw.responsibleGaming();
  return { tools: c.tools, realityCheckMinutes: c.realityCheckMinutes, helpLinks: c.helpLinks, minimumAge: sw.registration().minimumAge, timeZone: c.timeZone };
}

const TOOL_OF_KIND: Record<LimitKind, RgTool> = { deposit: 'depositLimits', loss: 'lossLimits' };

function requireTool(ctx: AuthedCtx, tool: RgTool): void {
  if (!ctx.app.switches.responsibleGaming().tools[tool]) throw new ApiError('function.not.available', 'no permission or feature temporarily unavailable');
}

function oneOf<T extends string>(p: Params, name: string, options: readonly T[]): T {
  const v = p.str(name, 16);
  if (!(options as readonly string[]).includes(v)) throw new ApiError('request.invalid', `${name} must be one of ${options.join(', ')}`, 400, { field: name });
  return v as T;
}

/** A minutes parameter: null (absent or null) or one of the offered choices. */
function minutesOrNull(p: Params, name: string, choices: readonly number[]): number | null {
  const v = p.raw[name];
  if (v === undefined || v === null) return null;
  if (!choices.includes(v as number)) throw new ApiError('request.invalid', `${name} must be one of ${choices.join(', ')} or null`, 400, { field: name });
  return v as number;
}

function status(ctx: AuthedCtx): RG.RgStatus {
  const zone = ctx.app.switches.responsibleGaming().timeZone;
  const prefs = preferences(ctx.db, ctx.user.id);
  return {
    limits: limitStates(ctx.db, ctx.user.id, ctx.now, zone).map((s) => ({
      kind: s.kind,
      period: s.period,
      limit: s.limitCents === null ? null : toMoney(s.limitCents),
      pending: s.pending && { limit: s.pending.limitCents === null ? null : toMoney(s.pending.limitCents), at: s.pending.at },
      used: toMoney(s.usedCents),
      left: s.leftCents === null ? null : toMoney(s.leftCents),
      resetsAt: s.resetsAt,
    })),
    realityCheckMinutes: prefs.realityCheckMinutes,
    sessionLimitMinutes: prefs.sessionLimitMinutes,
    realityCheckChoices: [...REALITY_CHECK_CHOICES],
    sessionLimitChoices: [...SESSION_LIMIT_CHOICES],
    coolingOffHours: COOLING_OFF_MS / 3_600_000,
  };
}

function session(ctx: AuthedCtx): RG.PlaySession {
  const s = playSession(ctx.db, ctx.session, ctx.now, ctx.app.switches.responsibleGaming().realityCheckMinutes);
  return {
    startedAt: s.startedAt,
    now: s.now,
    net: toMoney(s.netCents),
    intervalMinutes: s.intervalMinutes,
    nextCheckAt: s.nextCheckAt,
    sessionLimitMinutes: s.sessionLimitMinutes,
    endsAt: s.endsAt,
  };
}

export function registerResponsibleGaming(r: ApiRegistry): void {
  const real = { realAccountOnly: true };
  const who = (ctx: AuthedCtx) => ({ actor: 'player' as const, ip: ctx.ip });

  r.authed(RG.rgStatus, status, real);

  r.authed(
    RG.setRgLimit,
    (ctx) => {
      const kind = oneOf(ctx.params, 'kind', RG.LIMIT_KINDS);
      const period = oneOf(ctx.params, 'period', RG.LIMIT_PERIODS) as Period;
      requireTool(ctx, TOOL_OF_KIND[kind]);
      const amount = ctx.params.has('amount') && ctx.params.raw.amount !== null ? amountParam(ctx.params) : null;
      setLimit(ctx.db, ctx.user.id, kind, period, amount, ctx.now, who(ctx));
      return status(ctx);
    },
    real,
  );

  r.authed(
    RG.setRgSession,
    (ctx) => {
      requireTool(ctx, 'realityCheck');
      const next = {
        realityCheckMinutes: minutesOrNull(ctx.params, 'realityCheckMinutes', REALITY_CHECK_CHOICES),
        sessionLimitMinutes: minutesOrNull(ctx.params, 'sessionLimitMinutes', SESSION_LIMIT_CHOICES),
      };
      savePreferences(ctx.db, ctx.user.id, next, ctx.now);
      return status(ctx);
    },
    real,
  );

  r.authed(RG.playSession, session, real);

  r.authed(
    RG.continuePlaySession,
    (ctx) => {
      acknowledge(ctx.db, ctx.session.id, ctx.now);
      return session(ctx);
    },
    real,
  );

  r.authed(
    RG.startTimeOut,
    (ctx) => {
      requireTool(ctx, 'timeOut');
      const length = oneOf(ctx.params, 'length', Object.keys(TIME_OUTS));
      return { until: startExclusion(ctx.app, ctx.user.id, 'timeout', length, ctx.now, who(ctx)).endsAt };
    },
    real,
  );

  r.authed(
    RG.startSelfExclusion,
    (ctx) => {
      requireTool(ctx, 'selfExclusion');
      const length = oneOf(ctx.params, 'length', Object.keys(SELF_EXCLUSIONS));
      return { until: startExclusion(ctx.app, ctx.user.id, 'self_exclusion', length, ctx.now, who(ctx)).endsAt };
    },
    real,
  );

  r.authed(
    RG.activityStatement,
    (ctx) => {
      requireTool(ctx, 'activity');
      const period = oneOf(ctx.params, 'period', RG.LIMIT_PERIODS) as Period;
      return statement(ctx.db, ctx.user.id, period, ctx.now, ctx.app.switches.responsibleGaming().timeZone);
    },
    real,
  );
}
