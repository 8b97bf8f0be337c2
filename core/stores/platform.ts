/** Initial configuration (§3): start-up mode, whitelabel flags, links, templates. */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { initialConfig, type InitialConfig, type Resource } from '../api/site.ts';
import { remote } from './remote.ts';
import { startupMode, type AppMode } from '../rules/startup.ts';

export const initialConfigStore = remote<InitialConfig>((signal) => call(initialConfig, undefined, { signal }));

export const loadInitialConfig = (force = false) => initialConfigStore.load({ force });

/** 'loading' until the configuration is known; 'error' when it could not be loaded. */
export const $appMode = computed(initialConfigStore.$state, (s): AppMode | 'loading' | 'error' => {
  if (s.value) return startupMode(s.value);
  return s.status === 'error' ? 'error' : 'loading';
});

export const $whitelabel = computed(initialConfigStore.$state, (s) => s.value?.whitelabel ?? {});

/** Download and social links by resourceType (IOS, Android, MOBILECONFIG, FACEBOOK, TELEGRAM…). */
export const $resources = computed(initialConfigStore.$state, (s) => {
  const byType: Record<string, Resource> = {};
  for (const r of s.value?.resources ?? []) byType[r.resourceType] ??= r;
  return byType;
});

/** Customer-service links; the first is the primary one (§3). */
export const $customerService = computed(initialConfigStore.$state, (s) => s.value?.customerService ?? []);

/** One image CDN picked at random from the configured list (§9), '' for same-origin images. */
export const $imageCdn = computed(initialConfigStore.$state, (s) => {
  const list = s.value?.imageCDNs ?? [];
  return list.length ? (list[Math.floor(Math.random() * list.length)] ?? '') : '';
});

/**
 * The merchant's mobile template (§3), once the configuration is known: layout versions
 * (`mem_cen`, `dep_func`: '1' the new one, anything else the base) and the app colours and text.
 */
export const $mobileTemplate = computed(initialConfigStore.$state, (s) => s.value?.mobileTemplate ?? null);

/** A template version flag: '1' selects the new layout, anything else (or no configuration) the base. */
export const isNewTemplate = (flag: string | undefined): boolean => flag === '1';
