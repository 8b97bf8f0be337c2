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
 * (widgets/register/Register.tsx), with the elements' own markup and class names (MethodPanel,
 * TextField, CaptchaField of widgets/form/) inside `.mc-fs-form`, which stands for the element's
 * host: the site's build writes the elements' rules for them under it into the site's
 * stylesheet (host/first-screen-styles.ts lists the classes used here). The /m/login page shows
 * the sign-in form as a picture under the site's code (`typeable` off: the fields' boxes without
 * their inputs, inert); the kit's frame page (front/embed/frame.ts) shows either form with real
 * boxes the player types in before the element's code arrives, which kit/frame.ts hands over to
 * the element: each box's id is the element's own after a prefix (FIRST_SCREEN_BOX).
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
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}"${flip ? ' class="flip-rtl"' : ''}>${paths}</svg>`;
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

/**
 * A button like the element's: text placed as a button places it, to the subpixel. It does
 * nothing before the element is in, so where the form is typeable it takes no focus from the boxes.
 */
const button = (options: FormOptions, className: string, text: string, extra = '') =>
  `<button type="button" class="${className}"${extra}${options.typeable ? ' tabindex="-1"' : ''}>${text}</button>`;

/**
 * A labelled box as widgets/form/TextField.tsx draws it; `trailing`: what sits after the input in
 * the control (the Show button). Inert, the box without its input (the page has nothing to type
 * into before the element is in).
 */
function field(options: FormOptions, label: string, box: Box, trailing = '', note = '', leading = ''): string {
  const noted = note ? `${label}<span class="label-note"> ${note}</span>` : label;
  return options.typeable
    ? `<div class="field"><label for="${escapeHtml(FIRST_SCREEN_BOX + box.id)}">${noted}</label><div class="control">${leading}${input(box)}${trailing}</div></div>`
    : `<div class="field"><label>${noted}</label><div class="control">${leading}${trailing}</div></div>`;
}

/** The dialing-code picker's room before the element's list of countries is in (widgets/form/DialingCode.tsx). */
const DIALING_CODE_ROOM = '<span class="dialing-code" aria-hidden="true"></span>';

const link = (t: Text, options: FormOptions, key: string) => button(options, 'link', t(key));
const reveal = (t: Text, options: FormOptions) => button(options, 'reveal', t('common.showPassword'));
/** The check box the element draws (on at first); typeable, with the element's id, so its state carries over. */
const check = (options: FormOptions, id: string) =>
  options.typeable ? `<input type="checkbox" checked id="${FIRST_SCREEN_BOX}${id}">` : '<input type="checkbox" checked tabindex="-1">';
/** The check box's label. */
const checkLabel = (options: FormOptions, id: string, text: string) =>
  options.typeable ? `<label for="${FIRST_SCREEN_BOX}${id}">${text}</label>` : `<label>${text}</label>`;
/** The submit button (widgets/form/SubmitButton.tsx). */
const submit = (t: Text, options: FormOptions, key: string) => button(options, 'btn btn-primary btn-block', t(key));

/**
 * The head of the ways-in forms (widgets/form/MethodPanel.tsx): the close control, the heading,
 * the method tabs (the first one selected) when there are two, and the panel of `fields`.
 */
function methodPanel(t: Text, options: FormOptions, heading: string, tabs: readonly string[], fields: string): string {
  return (
    (options.closable ? button(options, 'page-close', svg(22, stroke(CLOSE_ICON, 2.2)), ` aria-label="${t('common.close')}"`) : '') +
    `<h1 class="heading">${t(heading)}</h1>` +
    (tabs.length > 1
      ? `<div class="tabs" role="tablist">${tabs.map((key, i) => button(options, 'tab', t(key), ` role="tab"${i === 0 ? ' aria-selected="true"' : ''}`)).join('')}</div>`
      : '') +
    `<div class="form-panel">${fields}</div>`
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
  const fields =
    field(options, t('login.username'), { id: 'login-username', name: 'username', autocomplete: 'username', required: true }) +
    field(
      options,
      t('login.password'),
      { id: 'login-password', name: 'password', type: 'password', autocomplete: 'current-password', required: true },
      reveal(t, options),
    );
  return (
    `<div class="mc-fs-form"><div class="form">` +
    methodPanel(t, options, 'login.title', sms ? ['login.tab.username', 'login.tab.sms'] : [], fields) +
    `<div class="row-between"><div class="check">${check(options, 'login-remember')}${checkLabel(options, 'login-remember', t('login.remember'))}</div>${link(t, options, 'login.forgot')}</div>` +
    submit(t, options, 'login.submit') +
    `<div class="links">${register ? link(t, options, 'login.register') : ''}${link(t, options, 'login.trial')}${link(t, options, 'account.service')}</div>` +
    `</div></div>`
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
      // The picture's room: the element fetches the picture.
      return `<div class="captcha-row">${field(options, t('account.captcha'), box)}${button(options, 'captcha-img', '')}</div>`;
    }
    const box: Box = {
      id,
      name,
      ...REGISTER_BOX[name],
      required: rule.required,
      ...(name === 'affiliateCode' && affiliateCode ? { value: affiliateCode } : {}),
    };
    const trailing = name === 'password' || name === 'confirmPassword' ? reveal(t, options) : '';
    const leading = name === 'mobileNum' ? DIALING_CODE_ROOM : '';
    return field(options, t(`register.field.${name}`), box, trailing, rule.required ? '' : t('register.optional'), leading);
  });
  const tabs = registerTabs(settings).map((tab) => (tab === 'mobile' ? 'register.tab.mobile' : 'register.tab.username'));
  return (
    `<div class="mc-fs-form"><div class="form">` +
    methodPanel(t, options, 'register.title', tabs, boxes.join('')) +
    `<div class="check">${check(options, 'register-agree')}<span>${checkLabel(options, 'register-agree', t('register.agree', { age: settings.minimumAge }))} ${link(t, options, 'register.agreement')}</span></div>` +
    submit(t, options, 'register.submit') +
    `<div class="links">${link(t, options, 'register.haveAccount')}${link(t, options, 'account.service')}</div>` +
    `</div></div>`
  );
}
