import { registrationSettings } from '../../core/api/registration.ts';
import { initialConfig } from '../../core/api/site.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/stores/language.ts';
import type { PublicFacts } from '../platform/facts.ts';
import { loginForm, registerForm } from '../site/forms.ts';
import { localeTexts, textOf } from '../site/first-screen.ts';
import type { FrameData } from '../../core/frame-data.ts';
import { BASE_PART, textsOfParts } from '../../core/text-parts.ts';

/**
 * The first screen of a framed element (front/embed/frame.ts): the form its element first
 * renders, with real boxes the player types in while the element's code is on its way
 * (kit/frame.ts hands what was typed over to it). The elements partners frame most have one:
 * the sign-in and registration forms, drawn by the renderers the /m/login page uses
 * (front/site/forms.ts), in the frame's language, with the merchant's public facts (the initial
 * configuration; the registration settings), read as the site's first screen reads them.
 * Nothing (empty markup) for another tag, and when the platform did not give a fact in time, is
 * in maintenance or refuses the region: the element then shows its own state, as before. With
 * the form, the data its element would ask for before rendering it (core/frame-data.ts): the texts
 * of its parts and the facts the form was drawn from, so it takes over without a round trip.
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

/**
 * The elements with a first screen in their frame, and the parts of the texts each renders with
 * (its define()'s `texts`; a unit test holds the two together), which the page carries for it.
 */
export const FRAMED_FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = { 'mc-login': ['login', 'account'], 'mc-register': ['register', 'account'] };

/** The form's markup, and the data block the element takes over with (core/frame-data.ts). */
export interface FramedFirstScreen {
  html: string;
  data?: FrameData;
}

export async function frameFirstScreen(tag: string, scope: Scope): Promise<FramedFirstScreen> {
  const textParts = Object.hasOwn(FRAMED_FIRST_SCREENS, tag) ? FRAMED_FIRST_SCREENS[tag] : undefined;
  if (!textParts) return { html: '' };
  const { facts, merchant, language, origin, attrs } = scope;
  const call = { merchant, language, origin };
  const [config, settings] = await Promise.all([
    facts.get(initialConfig, undefined, call),
    tag === 'mc-register' ? facts.get(registrationSettings, undefined, call) : undefined,
  ]);
  if (!config || config.maintenance || config.regionRestriction) return { html: '' };
  const texts = { ...localeTexts(DEFAULT_LANGUAGE), ...localeTexts(language) };
  const t = textOf(texts);
  const options = { typeable: true, closable: on(attrs, 'closable') };
  const html = tag === 'mc-login' ? loginForm(config, t, options) : settings ? registerForm(settings, t, options, attrs['affiliate-code']?.trim() ?? '') : '';
  if (!html) return { html };
  const parts = [BASE_PART, ...textParts];
  const data: FrameData = {
    language,
    merchant,
    parts,
    // The frame's language alone, as the element loads it (core/i18n.ts: every language has every text).
    texts: { [language]: textsOfParts(localeTexts(language), parts) },
    answers: { [initialConfig.name]: config, ...(settings ? { [registrationSettings.name]: settings } : {}) },
  };
  return { html, data };
}
