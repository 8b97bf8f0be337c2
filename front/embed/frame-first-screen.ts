import { registrationSettings } from '../../core/api/registration.ts';
import { initialConfig } from '../../core/api/site.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/stores/language.ts';
import type { PublicFacts } from '../platform/facts.ts';
import { loginForm, registerForm } from '../site/forms.ts';
import { localeTexts, textOf } from '../site/first-screen.ts';

/**
 * The first screen of a framed element (front/embed/frame.ts): the form its element first
 * renders, with real boxes the player types in while the element's code is on its way
 * (kit/frame.ts hands what was typed over to it). The elements partners frame most have one:
 * the sign-in and registration forms, drawn by the renderers the /m/login page uses
 * (front/site/forms.ts), in the frame's language, with the merchant's public facts (the initial
 * configuration; the registration settings), read as the site's first screen reads them.
 * Nothing (empty markup) for another tag, and when the platform did not give a fact in time, is
 * in maintenance or refuses the region: the element then shows its own state, as before.
 */

/** The frame's attributes for its element (`a.<name>` in its address). */
export type Attributes = Readonly<Record<string, string>>;

/** What an element's first screen needs: its texts, its facts, its attributes. */
interface Scope {
  facts: PublicFacts;
  merchant: string;
  language: LanguageCode;
  origin: string;
  attrs: Attributes;
}

/** True as an HTML boolean attribute is on the element (widgets/define.ts). */
const on = (attrs: Attributes, name: string): boolean => name in attrs && attrs[name] !== 'false';

export const FRAMED_FIRST_SCREENS: readonly string[] = ['mc-login', 'mc-register'];

export async function frameFirstScreen(tag: string, scope: Scope): Promise<string> {
  if (!FRAMED_FIRST_SCREENS.includes(tag)) return '';
  const { facts, merchant, language, origin, attrs } = scope;
  const call = { merchant, language, origin };
  const [config, settings] = await Promise.all([
    facts.get(initialConfig, undefined, call),
    tag === 'mc-register' ? facts.get(registrationSettings, undefined, call) : undefined,
  ]);
  if (!config || config.maintenance || config.regionRestriction) return '';
  const t = textOf({ ...localeTexts(DEFAULT_LANGUAGE), ...localeTexts(language) });
  const options = { typeable: true, closable: on(attrs, 'closable') };
  if (tag === 'mc-login') return loginForm(config, t, options);
  return settings ? registerForm(settings, t, options, attrs['affiliate-code']?.trim() ?? '') : '';
}
