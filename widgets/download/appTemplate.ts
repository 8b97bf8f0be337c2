/**
 * The app's look from the merchant's mobile template (§3): `app_background` behind the app's
 * promotion (the download bar, the download page's app card) and `app_desc` in
 * `app_desc_font_color` on it. The site's own background stays a theme token
 * (--mc-color-surface): the template describes the app, not the page.
 *
 * `app_background` is a colour or gradient, or the address of an image (a path on the platform
 * or an http(s) URL), which then covers the box.
 */
import type { CSSProperties } from 'react';
import type { MobileTemplate } from '../../core/api/site.ts';
import { assetUrl } from '../../core/config.ts';

const IMAGE = /^(?:https?:\/\/|\/)[^\s]*$/i;

/** The CSS background of `app_background`, behind `cssVar` (a page's own override); '' when unset. */
export function appBackground(template: Pick<MobileTemplate, 'app_background'> | null | undefined, cssVar: string): string {
  const value = template?.app_background.trim() ?? '';
  if (!value) return '';
  // A quote or backslash would end the url() early: escaped so the address stays one value.
  const css = IMAGE.test(value) ? `center / cover no-repeat url("${assetUrl(value).replace(/["\\]/g, (c) => `\\${c}`)}")` : value;
  return `var(${cssVar}, ${css})`;
}

/** Style of a box painted with `app_background` (nothing when the template has none). */
export function appBackgroundStyle(template: Pick<MobileTemplate, 'app_background'> | null | undefined, cssVar: string): CSSProperties {
  const background = appBackground(template, cssVar);
  return background ? { background } : {};
}

/** Style of the app description: `app_desc_font_color` when set. */
export function appDescStyle(template: Pick<MobileTemplate, 'app_desc_font_color'> | null | undefined): CSSProperties {
  const color = template?.app_desc_font_color.trim();
  return color ? { color } : {};
}
