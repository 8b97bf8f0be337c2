import * as S from '../../core/api/site.ts';
import { helpCenter } from '../../core/api/help.ts';
import { countries } from '../../core/api/registration.ts';
import { getSetting } from '../db/open.ts';
import { loc } from '../i18n.ts';
import { CURRENCY, CUSTOMER_SERVICE, MERCHANT_CODE, RESOURCES, TRIAL_MERCHANT_CODE } from '../seed/settings.ts';
import type { ApiRegistry, Ctx } from './context.ts';
import { rgInitialConfig } from './responsible-gaming.ts';

export const PLATFORM_VERSION = '1.0.0';

export function registerSystem(r: ApiRegistry): void {
  r.on(S.initialConfig, (ctx) => {
    const sw = ctx.app.switches;
    const login = sw.loginOptions();
    return {
      merchantCode: ctx.merchant === TRIAL_MERCHANT_CODE ? TRIAL_MERCHANT_CODE : MERCHANT_CODE,
      trialMerchantCode: TRIAL_MERCHANT_CODE,
      currency: CURRENCY,
      maintenance: sw.maintenance,
      regionRestriction: sw.regionRestriction,
      location: 'PH',
      mainDomain: new URL(ctx.origin).host,
      // Image URLs in answers are root-relative (/img/…); this is the origin they live on.
      imageCDNs: [ctx.origin],
      domainRoute: {},
      paths: { api: '/wps', lottery: '/lgw', images: '/img', site: '/m/' },
      customerService: customerService(ctx),
      resources: resources(ctx),
      whitelabel: sw.whitelabel(),
      mobileTemplate: sw.mobileTemplate(),
      register: { mobileLogin: login.mobileLogin, socialLogin: login.socialLogin },
      responsibleGaming: rgInitialConfig(sw),
    };
  });

  r.on(S.whitelabel, (ctx) => ctx.app.switches.whitelabel());

  r.on(S.systemStatus, (ctx) => ({
    maintenance: ctx.app.switches.maintenance,
    regionRestriction: ctx.app.switches.regionRestriction,
    version: PLATFORM_VERSION,
  }));

  r.on(S.settingsTemplate, (ctx) => ctx.app.switches.mobileTemplate());

  // The named merchant when it is a main one; otherwise (unknown, trial) the platform's first main merchant.
  r.on(S.merchantBrand, (ctx) => {
    const code = ctx.params.optStr('merchantCode', 32);
    const find = ctx.db.prepare("SELECT code, name FROM merchants WHERE kind = 'main' AND code = ?");
    const merchant =
      (code ? (find.get(code) as { code: string; name: string } | undefined) : undefined) ??
      (ctx.db.prepare("SELECT code, name FROM merchants WHERE kind = 'main' ORDER BY rowid LIMIT 1").get() as { code: string; name: string });
    const template = ctx.app.switches.mobileTemplate();
    return { code: merchant.code, name: merchant.name, appBackground: String(template.app_background ?? ''), appDescription: String(template.app_desc ?? '') };
  });

  r.on(helpCenter, (ctx) => {
    const category = ctx.params.optStr('category', 32);
    const rows = ctx.db
      .prepare(`SELECT title_i18n, content_i18n FROM help_items ${category ? 'WHERE category = ?' : ''} ORDER BY sort`)
      .all(...(category ? [category] : [])) as { title_i18n: string; content_i18n: string }[];
    return rows.map((h) => ({ title: loc(h.title_i18n, ctx.lang), content: loc(h.content_i18n, ctx.lang) }));
  });

  r.on(S.customerServiceLinks, (ctx) => customerService(ctx));

  r.on(countries, (ctx) =>
    (ctx.db.prepare('SELECT code, name, dialing_code FROM countries ORDER BY sort').all() as { code: string; name: string; dialing_code: string }[]).map(
      (c) => ({
        code: c.code,
        name: c.name,
        dialingCode: c.dialing_code,
      }),
    ),
  );
}

function customerService(ctx: Ctx): { name: string; url: string }[] {
  return getSetting<{ name: string; url: string }[]>(ctx.db, 'customerService') ?? CUSTOMER_SERVICE;
}

function resources(ctx: Ctx): { resourceType: string; url: string }[] {
  return getSetting<{ resourceType: string; url: string }[]>(ctx.db, 'resources') ?? RESOURCES;
}
