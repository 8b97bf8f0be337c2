/**
 * Site calls of §7: initial configuration, switches, status, template, customer service links.
 * Paths the spec names are used as named; the rest follow the platform's /wps/ layout and are
 * documented in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { array, boolean, number, object, record, string, withDefault, type Infer } from './schema.ts';

// ---------- System ----------

export const whitelabelSchema = record(boolean);
export type Whitelabel = Infer<typeof whitelabelSchema>;

export const resourceSchema = object({
  resourceType: string, // IOS, Android, MOBILECONFIG, AppDownloadIcon, FACEBOOK, TELEGRAM, TELEGRAM2
  url: string,
});
export type Resource = Infer<typeof resourceSchema>;

export const mobileTemplateSchema = object({
  app_background: withDefault(string, ''),
  app_desc: withDefault(string, ''),
  app_desc_font_color: withDefault(string, ''),
  mem_cen: withDefault(string, '0'),
  dep_func: withDefault(string, '0'),
});
export type MobileTemplate = Infer<typeof mobileTemplateSchema>;

/**
 * The merchant's responsible-gaming configuration, part of the initial configuration
 * (`responsibleGaming`); the responsible-gaming calls are in responsibleGaming.ts.
 */
export const rgConfigSchema = object({
  tools: withDefault(record(boolean), {}),
  realityCheckMinutes: withDefault(number, 60),
  helpLinks: withDefault(array(object({ name: string, url: string })), []),
  minimumAge: withDefault(number, 18),
  timeZone: withDefault(string, 'UTC'),
});
export type RgConfig = Infer<typeof rgConfigSchema>;

/** Initial configuration of §3: decides the start-up mode and most gates. */
export const initialConfigSchema = object({
  merchantCode: string,
  trialMerchantCode: withDefault(string, ''),
  currency: withDefault(string, 'CNY'),
  maintenance: boolean,
  regionRestriction: boolean,
  location: withDefault(string, ''),
  mainDomain: withDefault(string, ''),
  imageCDNs: withDefault(array(string), []),
  domainRoute: withDefault(record(string), {}),
  paths: withDefault(record(string), {}),
  customerService: withDefault(array(object({ name: withDefault(string, ''), url: string })), []),
  resources: withDefault(array(resourceSchema), []),
  whitelabel: whitelabelSchema,
  mobileTemplate: withDefault(mobileTemplateSchema, mobileTemplateSchema({})),
  responsibleGaming: withDefault(rgConfigSchema, rgConfigSchema({})),
  register: withDefault(object({ mobileLogin: withDefault(boolean, false), socialLogin: withDefault(boolean, false) }), {
    mobileLogin: false,
    socialLogin: false,
  }),
});
export type InitialConfig = Infer<typeof initialConfigSchema>;

export const initialConfig = endpoint<void, InitialConfig>({
  name: 'initialConfig',
  method: 'GET',
  path: '/wps/system/init',
  moduleId: 'COMM3',
  auth: 'none',
  response: initialConfigSchema,
});

export const whitelabel = endpoint<void, Whitelabel>({
  name: 'whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  moduleId: 'COMM3',
  auth: 'none',
  response: whitelabelSchema,
});

export const systemStatus = endpoint<void, { maintenance: boolean; regionRestriction: boolean; version: string }>({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ maintenance: boolean, regionRestriction: boolean, version: string }),
});

export const settingsTemplate = endpoint<void, MobileTemplate>({
  name: 'settingsTemplate',
  method: 'GET',
  path: '/wps/system/template',
  moduleId: 'COMM3',
  auth: 'none',
  response: mobileTemplateSchema,
});

export const customerServiceLinks = endpoint<void, { name: string; url: string }[]>({
  name: 'customerServiceLinks',
  method: 'GET',
  path: '/wps/system/customerService',
  moduleId: 'COMM3',
  auth: 'none',
  response: array(object({ name: withDefault(string, ''), url: string })),
});

/**
 * A merchant's name and app colours, for what the front draws around the site (the web app
 * manifest). Not a call the site's elements make: the browser bundles never carry it.
 */
export const merchantBrand = endpoint<{ merchantCode?: string }, { code: string; name: string; appBackground: string; appDescription: string }>({
  name: 'merchantBrand',
  method: 'GET',
  path: '/wps/system/brand',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ code: string, name: string, appBackground: withDefault(string, ''), appDescription: withDefault(string, '') }),
});

export const siteEndpoints = [initialConfig, whitelabel, systemStatus, settingsTemplate, customerServiceLinks, merchantBrand] as const;
