/**
 * The merchant's responsible-gaming configuration: which tools its players get, the reality
 * check's default interval, the help organisations it links to and the time zone its limit
 * periods follow. Stored in the settings table (key `responsibleGaming`), overridden by the
 * `responsibleGaming` switch; the minimum age is the registration rule's (one fact, one place).
 */
import { ApiError } from '../http/envelope.ts';

export const RG_TOOLS = ['depositLimits', 'lossLimits', 'realityCheck', 'timeOut', 'selfExclusion', 'activity'] as const;
export type RgTool = (typeof RG_TOOLS)[number];

/** Reality-check intervals a player may pick, in minutes (the merchant's default is one of them). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
/** Session time limits a player may pick, in minutes. */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 180, 240, 360] as const;

export interface HelpLink {
  name: string;
  url: string;
}

export interface RgConfig {
  tools: Record<RgTool, boolean>;
  realityCheckMinutes: number;
  helpLinks: HelpLink[];
  timeZone: string;
}

export const DEFAULT_RG_CONFIG: RgConfig = {
  tools: { depositLimits: true, lossLimits: true, realityCheck: true, timeOut: true, selfExclusion: true, activity: true },
  realityCheckMinutes: 60,
  helpLinks: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
    { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  ],
  timeZone: 'Asia/Shanghai',
};

export type RgConfigInput = Partial<Omit<RgConfig, 'tools'>> & { tools?: Partial<Record<RgTool, boolean>> };

export function mergeRgConfig(base: RgConfig, change: RgConfigInput): RgConfig {
  return { ...base, ...change, tools: { ...base.tools, ...(change.tools ?? {}) }, helpLinks: change.helpLinks ?? base.helpLinks };
}

const bad = (what: string) => new ApiError('request.invalid', `switches: responsibleGaming.${what}`, 400);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Checks a `responsibleGaming` switch; throws `request.invalid` (400) naming the bad field. */
export function validateRgConfig(v: unknown): RgConfigInput {
  if (!isObj(v)) throw bad('must be an object');
  const out: RgConfigInput = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'tools') {
      if (!isObj(x)) throw bad('tools must be an object of booleans');
      const tools: Partial<Record<RgTool, boolean>> = {};
      for (const [tool, on] of Object.entries(x)) {
        if (!(RG_TOOLS as readonly string[]).includes(tool)) throw bad(`tools.${tool} is not a tool (${RG_TOOLS.join(', ')})`);
        if (typeof on !== 'boolean') throw bad(`tools.${tool} must be a boolean`);
        tools[tool as RgTool] = on;
      }
      out.tools = tools;
    } else if (k === 'realityCheckMinutes') {
      if (!(REALITY_CHECK_CHOICES as readonly unknown[]).includes(x)) throw bad(`realityCheckMinutes must be one of ${REALITY_CHECK_CHOICES.join(', ')}`);
      out.realityCheckMinutes = x as number;
    } else if (k === 'helpLinks') {
      if (!Array.isArray(x) || x.length > 10) throw bad('helpLinks must be a list of at most 10 { name, url }');
      out.helpLinks = x.map((link, i) => {
        if (!isObj(link) || typeof link.name !== 'string' || typeof link.url !== 'string') throw bad(`helpLinks[${i}] must be { name, url }`);
        const name = link.name.trim();
        if (!name || name.length > 80) throw bad(`helpLinks[${i}].name must be 1 to 80 characters`);
        let url: URL;
        try {
          url = new URL(link.url);
        } catch {
          throw bad(`helpLinks[${i}].url is not a URL`);
        }
        // Only web links: a javascript: or data: URL would run in the player's page.
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw bad(`helpLinks[${i}].url must be http(s)`);
        return { name, url: url.href };
      });
    } else if (k === 'timeZone') {
      if (typeof x !== 'string' || !validTimeZone(x)) throw bad('timeZone must be an IANA time zone');
      out.timeZone = x;
    } else throw bad(`${k} is not a known setting`);
  }
  return out;
}
