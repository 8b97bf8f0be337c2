/** Platform answers for the responsible-gaming element tests (schema-valid, like the real platform's). */
import type { LimitKind, LimitPeriod, RgLimit, RgStatus } from '../../core/api/responsibleGaming.ts';
import { rgStatusStore } from '../../core/stores/responsibleGaming.ts';
import { initialConfig, resetStores } from '../../tests/browser/platform-fixtures.ts';

export const RG_CONFIG = {
  tools: { depositLimits: true, lossLimits: true, realityCheck: true, timeOut: true, selfExclusion: true, activity: true },
  realityCheckMinutes: 60,
  helpLinks: [{ name: 'GamCare', url: 'https://www.gamcare.org.uk/' }],
  minimumAge: 18,
  timeZone: 'Asia/Shanghai',
};

export const rgInitialConfig = (rg: Partial<typeof RG_CONFIG> = {}) => initialConfig({ responsibleGaming: { ...RG_CONFIG, ...rg } });

export function rgLimit(kind: LimitKind, period: LimitPeriod, over: Partial<RgLimit> = {}): RgLimit {
  return { kind, period, limit: null, pending: null, used: 0, left: null, resetsAt: Date.now() + 3_600_000, ...over };
}

export function rgStatus(limits: RgLimit[] = []): RgStatus {
  const all = (['deposit', 'loss'] as const).flatMap((k) =>
    (['day', 'week', 'month'] as const).map((p) => limits.find((l) => l.kind === k && l.period === p) ?? rgLimit(k, p)),
  );
  return {
    limits: all,
    realityCheckMinutes: null,
    sessionLimitMinutes: null,
    realityCheckChoices: [15, 30, 45, 60, 90, 120],
    sessionLimitChoices: [30, 60, 120, 180, 240, 360],
    coolingOffHours: 24,
  };
}

export function resetRgStores(): void {
  resetStores();
  rgStatusStore.reset();
}
