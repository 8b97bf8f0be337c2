/**
 * The store's `limiter()` over rate-limiter-flexible: one engine per name (kept, since a memory
 * engine holds its own counts), refusals turned into `{ allowed: false }`, and the engine's own
 * failures left for the store's guard to turn into StoreUnavailable. No insurance limiter: when
 * the store cannot count, the answer is no.
 */
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitDecision, Limiter, LimitRule } from './store.ts';

/** What rate-limiter-flexible is given: its durations are whole seconds. */
export interface EngineRule {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration: number;
}

/** Runs one store operation: the store's deadline, and its errors turned into StoreUnavailable. */
export type Guard = <T>(what: string, operation: () => Promise<T>) => Promise<T>;

export interface LimiterRegistry {
  limiter(name: string, rule: LimitRule): Limiter;
}

export function limiterRegistry(prefix: string, makeEngine: (rule: EngineRule) => RateLimiterAbstract, guard: Guard): LimiterRegistry {
  const made = new Map<string, { rule: string; limiter: Limiter }>();
  return {
    limiter(name, rule) {
      const engineRule = toEngineRule(`${prefix}limit:${name}`, rule);
      const said = JSON.stringify(engineRule);
      const known = made.get(name);
      if (known) {
        // Two rules under one name would count in the same keys and contradict each other.
        if (known.rule !== said) throw new Error(`limiter "${name}" already exists with another rule`);
        return known.limiter;
      }
      const limiter = limiterOver(makeEngine(engineRule), guard, name);
      made.set(name, { rule: said, limiter });
      return limiter;
    },
  };
}

function limiterOver(engine: RateLimiterAbstract, guard: Guard, name: string): Limiter {
  return {
    consume(key, n = 1) {
      if (!Number.isInteger(n) || n < 1) return Promise.reject(new RangeError(`limiter "${name}": n must be a whole number of at least 1, not ${n}`));
      return guard(`limiter ${name}`, async (): Promise<LimitDecision> => {
        try {
          const counted = await engine.consume(key, n);
          return { allowed: true, remaining: counted.remainingPoints };
        } catch (refusal) {
          // The engine rejects with its result when over the limit, with an Error when the store failed.
          if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(0, refusal.msBeforeNext) };
          throw refusal;
        }
      });
    },
    async reset(key) {
      await guard(`limiter ${name}`, () => engine.delete(key));
    },
  };
}

function toEngineRule(keyPrefix: string, rule: LimitRule): EngineRule {
  const { points, durationMs, blockMs = 0 } = rule;
  if (!Number.isInteger(points) || points < 1) throw new RangeError(`limiter points must be a whole number of at least 1, not ${points}`);
  // A duration of 0 means "never expires" to rate-limiter-flexible: counts would pile up forever.
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new RangeError(`limiter durationMs must be above 0, not ${durationMs}`);
  if (!Number.isFinite(blockMs) || blockMs < 0) throw new RangeError(`limiter blockMs must be 0 or more, not ${blockMs}`);
  return { keyPrefix, points, duration: Math.ceil(durationMs / 1000), blockDuration: Math.ceil(blockMs / 1000) };
}
