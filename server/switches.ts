import type { DB } from './db/open.ts';
import { getSetting } from './db/open.ts';
import { ApiError } from './http/envelope.ts';
import {
  DEFAULT_LOGIN_OPTIONS,
  DEFAULT_MOBILE_TEMPLATE,
  DEFAULT_PROMOTIONS,
  DEFAULT_REGISTRATION,
  DEFAULT_WHITELABEL,
  type FieldRuleDef,
  type RegistrationDef,
} from './seed/settings.ts';
import { DEFAULT_RG_CONFIG, mergeRgConfig, validateRgConfig, type RgConfig, type RgConfigInput } from './responsible-gaming/config.ts';

/**
 * Switches for tests and demos. The merchant's stored configuration (settings table) is the
 * base; switches layer overrides on top. Start-up values (environment) are what
 * POST /__admin/reset goes back to.
 */
export type FailureMode = '500' | 'timeout' | 'garbage' | 'mixed';
export const FAILURE_MODES: readonly FailureMode[] = ['500', 'timeout', 'garbage', 'mixed'];

type MobileTemplate = typeof DEFAULT_MOBILE_TEMPLATE;
type LoginOptions = typeof DEFAULT_LOGIN_OPTIONS;

export interface SwitchState {
  maintenance: boolean;
  regionRestriction: boolean;
  whitelabel: Record<string, boolean>;
  promotions: Record<string, boolean>;
  latencyMs: number;
  failureRate: number;
  failureMode: FailureMode;
  failurePaths: string[];
  mobileTemplate: Partial<MobileTemplate>;
  registration: Partial<Omit<RegistrationDef, 'fields'>> & { fields?: Record<string, Partial<FieldRuleDef>> };
  loginOptions: Partial<LoginOptions>;
  responsibleGaming: RgConfigInput;
}

export type SwitchInput = Partial<SwitchState>;

const emptyState = (): SwitchState => ({
  maintenance: false,
  regionRestriction: false,
  whitelabel: {},
  promotions: {},
  latencyMs: 0,
  failureRate: 0,
  failureMode: '500',
  failurePaths: [],
  mobileTemplate: {},
  registration: {},
  loginOptions: {},
  responsibleGaming: {},
});

export class Switches {
  private state: SwitchState;
  private readonly startup: SwitchState;

  constructor(
    private readonly db: DB,
    startup: SwitchInput = {},
  ) {
    this.startup = mergeState(emptyState(), validate(startup));
    this.state = structuredClone(this.startup);
  }

  /** Merges a (validated) change; maps merge key by key, the rest replace. */
  apply(input: unknown): void {
    this.state = mergeState(this.state, validate(input));
  }

  reset(): void {
    this.state = structuredClone(this.startup);
  }

  get maintenance(): boolean {
    return this.state.maintenance;
  }
  get regionRestriction(): boolean {
    return this.state.regionRestriction;
  }
  get latencyMs(): number {
    return this.state.latencyMs;
  }
  get failure(): { rate: number; mode: FailureMode; paths: string[] } {
    return { rate: this.state.failureRate, mode: this.state.failureMode, paths: this.state.failurePaths };
  }

  whitelabel(): Record<string, boolean> {
    return { ...(getSetting<Record<string, boolean>>(this.db, 'whitelabel') ?? DEFAULT_WHITELABEL), ...this.state.whitelabel };
  }

  promotions(): Record<string, boolean> {
    return { ...(getSetting<Record<string, boolean>>(this.db, 'promotions') ?? DEFAULT_PROMOTIONS), ...this.state.promotions };
  }

  enabledPromotions(): string[] {
    return Object.entries(this.promotions())
      .filter(([, on]) => on)
      .map(([k]) => k);
  }

  mobileTemplate(): MobileTemplate {
    return { ...(getSetting<MobileTemplate>(this.db, 'mobileTemplate') ?? DEFAULT_MOBILE_TEMPLATE), ...this.state.mobileTemplate };
  }

  loginOptions(): LoginOptions {
    return { ...(getSetting<LoginOptions>(this.db, 'loginOptions') ?? DEFAULT_LOGIN_OPTIONS), ...this.state.loginOptions };
  }

  registration(): RegistrationDef {
    const base = getSetting<RegistrationDef>(this.db, 'registration') ?? DEFAULT_REGISTRATION;
    const o = this.state.registration;
    const fields: Record<string, FieldRuleDef> = {};
    for (const [name, rule] of Object.entries(base.fields)) fields[name] = { ...rule, ...(o.fields?.[name] ?? {}) };
    const { fields: _ignored, ...rest } = o;
    return { ...base, ...rest, fields };
  }

  responsibleGaming(): RgConfig {
    return mergeRgConfig(getSetting<RgConfig>(this.db, 'responsibleGaming') ?? DEFAULT_RG_CONFIG, this.state.responsibleGaming);
  }

  /** The effective switch values (what GET /__admin/switches shows). */
  snapshot() {
    return {
      maintenance: this.state.maintenance,
      regionRestriction: this.state.regionRestriction,
      whitelabel: this.whitelabel(),
      promotions: this.promotions(),
      latencyMs: this.state.latencyMs,
      failureRate: this.state.failureRate,
      failureMode: this.state.failureMode,
      failurePaths: this.state.failurePaths,
      mobileTemplate: this.mobileTemplate(),
      registration: this.registration(),
      loginOptions: this.loginOptions(),
      responsibleGaming: this.responsibleGaming(),
    };
  }
}

function mergeState(base: SwitchState, change: SwitchInput): SwitchState {
  const out = structuredClone(base);
  for (const [k, v] of Object.entries(change) as [keyof SwitchState, unknown][]) {
    if (k === 'whitelabel' || k === 'promotions' || k === 'mobileTemplate' || k === 'loginOptions') {
      Object.assign(out[k], v);
    } else if (k === 'responsibleGaming') {
      const r = v as RgConfigInput;
      out.responsibleGaming = { ...out.responsibleGaming, ...r, tools: { ...out.responsibleGaming.tools, ...r.tools } };
    } else if (k === 'registration') {
      const r = v as SwitchState['registration'];
      const fields = { ...(out.registration.fields ?? {}) };
      for (const [name, rule] of Object.entries(r.fields ?? {})) fields[name] = { ...(fields[name] ?? {}), ...rule };
      out.registration = { ...out.registration, ...r, fields };
    } else {
      (out as unknown as Record<string, unknown>)[k] = v;
    }
  }
  return out;
}

const bad = (what: string) => new ApiError('request.invalid', `switches: ${what}`, 400);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function boolMap(v: unknown, name: string): Record<string, boolean> {
  if (!isObj(v)) throw bad(`${name} must be an object of booleans`);
  for (const [k, x] of Object.entries(v)) if (typeof x !== 'boolean') throw bad(`${name}.${k} must be a boolean`);
  return v as Record<string, boolean>;
}

/** Checks a switch change; throws `request.invalid` (400) naming the bad field. */
export function validate(input: unknown): SwitchInput {
  if (!isObj(input)) throw bad('body must be a JSON object');
  const out: SwitchInput = {};
  for (const [k, v] of Object.entries(input)) {
    switch (k) {
      case 'maintenance':
      case 'regionRestriction':
        if (typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
        out[k] = v;
        break;
      case 'whitelabel':
      case 'promotions':
        out[k] = boolMap(v, k);
        break;
      case 'latencyMs':
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 60_000) throw bad('latencyMs must be 0..60000');
        out.latencyMs = v;
        break;
      case 'failureRate':
        if (typeof v !== 'number' || !(v >= 0 && v <= 1)) throw bad('failureRate must be 0..1');
        out.failureRate = v;
        break;
      case 'failureMode':
        if (!FAILURE_MODES.includes(v as FailureMode)) throw bad(`failureMode must be one of ${FAILURE_MODES.join(', ')}`);
        out.failureMode = v as FailureMode;
        break;
      case 'failurePaths':
        if (!Array.isArray(v) || !v.every((p) => typeof p === 'string')) throw bad('failurePaths must be a list of path prefixes');
        out.failurePaths = v as string[];
        break;
      case 'mobileTemplate':
        if (!isObj(v) || !Object.values(v).every((x) => typeof x === 'string')) throw bad('mobileTemplate must be an object of strings');
        out.mobileTemplate = v as Partial<MobileTemplate>;
        break;
      case 'loginOptions':
        out.loginOptions = boolMap(v, k) as Partial<LoginOptions>;
        break;
      case 'registration': {
        if (!isObj(v)) throw bad('registration must be an object');
        const r: SwitchState['registration'] = {};
        for (const [rk, rv] of Object.entries(v)) {
          if (rk === 'usernameRegistration' || rk === 'mobileRegistration' || rk === 'captcha' || rk === 'socialLogin') {
            if (typeof rv !== 'boolean') throw bad(`registration.${rk} must be a boolean`);
            r[rk] = rv;
          } else if (rk === 'minimumAge') {
            // §5 and §9 name 18 and 21; any whole legal age is accepted, never one under 18.
            if (typeof rv !== 'number' || !Number.isInteger(rv) || rv < 18 || rv > 99)
              throw bad('registration.minimumAge must be a whole number from 18 to 99');
            r.minimumAge = rv;
          } else if (rk === 'fields') {
            if (!isObj(rv)) throw bad('registration.fields must be an object');
            r.fields = {};
            for (const [fname, rule] of Object.entries(rv)) {
              if (!isObj(rule)) throw bad(`registration.fields.${fname} must be an object`);
              const fr: Partial<FieldRuleDef> = {};
              for (const [rk2, x] of Object.entries(rule)) {
                if ((rk2 === 'enabled' || rk2 === 'required') && typeof x === 'boolean') fr[rk2] = x;
                else if (rk2 === 'pattern' && typeof x === 'string') {
                  try {
                    new RegExp(x);
                  } catch {
                    throw bad(`registration.fields.${fname}.pattern is not a valid regular expression`);
                  }
                  fr.pattern = x;
                } else if ((rk2 === 'minLength' || rk2 === 'maxLength') && typeof x === 'number') fr[rk2] = x;
                else throw bad(`registration.fields.${fname}.${rk2} is not a known rule property`);
              }
              r.fields[fname] = fr;
            }
          } else throw bad(`registration.${rk} is not a known setting`);
        }
        out.registration = r;
        break;
      }
      case 'responsibleGaming':
        out.responsibleGaming = validateRgConfig(v);
        break;
      default:
        throw bad(`unknown switch ${k}`);
    }
  }
  return out;
}
