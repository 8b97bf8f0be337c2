import type { InitialConfig } from '../../core/api/site.ts';
import type { RegistrationSettings } from '../../core/api/registration.ts';
import { CLOSE_ICON } from '../../core/icons.ts';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH } from '../../core/rules/constants.ts';
import { FIELD_BOXES, initialTab, registerTabs, shownFields, type FormField } from '../../widgets/register/fields.ts';
import { FIRST_SCREEN_BOX } from '../../kit/frame-protocol.ts';
import { escapeHtml } from '../http/headers.ts';

/**
 * The ways-in forms as their elements first render them for a visitor, as markup the platform
 * writes into a page (DESIGN.md "The first screen"): the sign-in form of <mc-login>
 * (widgets/login/Login.tsx) and the registration form of <mc-register>
 * (widgets/register/Register.tsx), styled box for box by the `.mc-fs-form` rules of the site's
 * stylesheet (host/site.css). The /m/login page shows the sign-in form as a picture under the
 * site's code (`typeable` off: empty boxes, inert); the kit's frame page (front/embed/frame.ts)
 * shows either form with real boxes the player types in before the element's code arrives,
 * which kit/frame.ts hands over to the element: each box's id is the element's own after a prefix
 * (FIRST_SCREEN_BOX).
 */

/** A text of the page's language (English where it has none), its `{{placeholders}}` filled, escaped for HTML. */
export type Text = (key: string, values?: Record<string, string | number>) => string;

export interface FormOptions {
  /** Real boxes, with labels, names and autocomplete (the frame page); else empty boxes under an inert overlay. */
  typeable: boolean;
  /** The close control of an element that has the `closable` attribute. */
  closable: boolean;
}

export const svg = (size: number, paths: string, flip = false) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}"${flip ? ' class="mc-fs-flip"' : ''}>${paths}</svg>`;
export const stroke = (d: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/** What a box is: the element's id, name and input attributes (widgets/form/TextField.tsx and the forms' tables). */
interface Box {
  id: string;
  name?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autocomplete?: string;
  inputmode?: string;
  maxlength?: number;
  value?: string;
  required?: boolean;
}

function input(box: Box): string {
  const attrs: [string, string | number | undefined][] = [
    ['id', FIRST_SCREEN_BOX + box.id],
    ['name', box.name],
    ['type', box.type ?? 'text'],
    ['autocomplete', box.autocomplete],
    ['inputmode', box.inputmode],
    ['maxlength', box.maxlength],
    ['value', box.value],
    ['aria-required', box.required ? 'true' : undefined],
  ];
  return `<input${attrs
    .filter((a): a is [string, string | number] => a[1] !== undefined && a[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')}>`;
}

/** A labelled box; `trailing`: what sits after the input in the control (the Show button). */
function field(options: FormOptions, label: string, box: Box, trailing = '', note = ''): string {
  const noted = note ? `${label}<span class="mc-fs-note"> ${note}</span>` : label;
  return options.typeable
    ? `<div class="mc-fs-field"><label class="mc-fs-label" for="${escapeHtml(FIRST_SCREEN_BOX + box.id)}">${noted}</label><span class="mc-fs-control">${input(box)}${trailing}</span></div>`
    : `<div class="mc-fs-field"><span class="mc-fs-label">${noted}</span><span class="mc-fs-control">${trailing}</span></div>`;
}

const link = (t: Text, key: string) => `<span class="mc-fs-link">${t(key)}</span>`;
const reveal = (t: Text) => `<span class="mc-fs-reveal">${t('common.showPassword')}</span>`;
/** The check box the element draws (on at first); typeable, with the element's id, so its state carries over. */
const check = (options: FormOptions, id: string) =>
  options.typeable ? `<input type="checkbox" checked id="${FIRST_SCREEN_BOX}${id}">` : '<input type="checkbox" checked tabindex="-1">';
/** The check box's text: its label where the box is real. */
const checkText = (options: FormOptions, id: string, text: string) => (options.typeable ? `<label for="${FIRST_SCREEN_BOX}${id}">${text}</label>` : text);

/**
 * The head of the ways-in forms (widgets/form/MethodPanel.tsx): the close control, the heading,
 * the method tabs (the first one on) when there are two.
 */
function head(t: Text, options: FormOptions, heading: string, tabs: readonly string[]): string {
  return (
    (options.closable ? `<span class="mc-fs-close">${svg(22, stroke(CLOSE_ICON, 2.2))}</span>` : '') +
    `<div class="mc-fs-heading${options.closable ? '' : ' mc-fs-open'}">${t(heading)}</div>` +
    // Buttons like the element's: text placed as a button places it, to the subpixel.
    (tabs.length > 1
      ? `<div class="mc-fs-tabs">${tabs.map((key, i) => `<button type="button"${i === 0 ? ' class="on"' : ''}${options.typeable ? ' tabindex="-1"' : ''}>${t(key)}</button>`).join('')}</div>`
      : '')
  );
}

/**
 * The sign-in form as <mc-login> first renders it for a visitor with the platform's
 * registration settings: the close control (`closable`), the heading, the method tabs when
 * sign-in by SMS is on, the user name and password boxes with their labels, remember me (on),
 * the forgotten-password link, the button and the links. Social sign-in is left out: the element
 * loads it on its own after its first render too.
 */
export function loginForm(config: InitialConfig, t: Text, options: FormOptions): string {
  const sms = config.register.mobileLogin === true && config.whitelabel.LOGINSMS3 !== false;
  const register = config.whitelabel.DIRECTREG3 !== false;
  return (
    `<div class="mc-fs-form">` +
    head(t, options, 'login.title', sms ? ['login.tab.username', 'login.tab.sms'] : []) +
    `<div class="mc-fs-panel">` +
    field(options, t('login.username'), { id: 'login-username', name: 'username', autocomplete: 'username', required: true }) +
    field(
      options,
      t('login.password'),
      { id: 'login-password', name: 'password', type: 'password', autocomplete: 'current-password', required: true },
      reveal(t),
    ) +
    `</div>` +
    `<div class="mc-fs-row"><span class="mc-fs-check">${check(options, 'login-remember')}${checkText(options, 'login-remember', t('login.remember'))}</span>${link(t, 'login.forgot')}</div>` +
    `<span class="mc-fs-submit">${t('login.submit')}</span>` +
    `<div class="mc-fs-links">${register ? link(t, 'login.register') : ''}${link(t, 'login.trial')}${link(t, 'login.service')}</div>` +
    `</div>`
  );
}

/** The registration boxes' input attributes: the element's own table (FIELD_BOXES), and the mobile number as MobileFields.tsx draws it. */
const REGISTER_BOX: Partial<Record<FormField, Omit<Box, 'id'>>> = {
  ...FIELD_BOXES,
  mobileNum: { type: 'tel', inputmode: 'tel', autocomplete: 'tel-national', maxlength: MOBILE_MAX_LENGTH },
};

/**
 * The registration form as <mc-register> first renders it with the platform's registration
 * settings: the close control (`closable`), the heading, the method tabs when both methods are
 * on, the first method's fields in the element's order with their labels ("optional" where the
 * platform does not require them), the captcha box beside the room of its picture (the element
 * fetches the picture), the terms box (on) with the agreement link, the button and the links.
 * `affiliateCode`: the element's attribute, which fills that field.
 */
export function registerForm(settings: RegistrationSettings, t: Text, options: FormOptions, affiliateCode = ''): string {
  const boxes = shownFields(settings, initialTab(settings)).map(({ field: name, rule }) => {
    const id = `register-${name}`;
    if (name === 'captcha') {
      const box = { id, autocomplete: 'off', inputmode: 'numeric', maxlength: CAPTCHA_MAX_LENGTH, required: true };
      return `<div class="mc-fs-captcha">${field(options, t('login.captcha'), box)}<span class="mc-fs-picture"></span></div>`;
    }
    const box: Box = {
      id,
      name,
      ...REGISTER_BOX[name],
      required: rule.required,
      ...(name === 'affiliateCode' && affiliateCode ? { value: affiliateCode } : {}),
    };
    const trailing = name === 'password' || name === 'confirmPassword' ? reveal(t) : '';
    return field(options, t(`register.field.${name}`), box, trailing, rule.required ? '' : t('register.optional'));
  });
  const tabs = registerTabs(settings).map((tab) => (tab === 'mobile' ? 'register.tab.mobile' : 'register.tab.username'));
  return (
    `<div class="mc-fs-form">` +
    head(t, options, 'register.title', tabs) +
    `<div class="mc-fs-panel">${boxes.join('')}</div>` +
    `<div class="mc-fs-check">${check(options, 'register-agree')}<span>${checkText(options, 'register-agree', t('register.agree', { age: settings.minimumAge }))} <span class="mc-fs-link mc-fs-inline">${t('register.agreement')}</span></span></div>` +
    `<span class="mc-fs-submit">${t('register.submit')}</span>` +
    `<div class="mc-fs-links">${link(t, 'register.haveAccount')}${link(t, 'login.service')}</div>` +
    `</div>`
  );
}
