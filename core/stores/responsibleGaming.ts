/** Responsible gaming: the merchant's configuration (from the initial configuration) and the player's limits. */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { rgStatus, type RgConfig, type RgStatus } from '../api/responsibleGaming.ts';
import { initialConfigStore } from './platform.ts';
import { remote } from './remote.ts';
import { onPlayerChange } from './player.ts';

/** The age the footer's notice shows while the configuration is not known yet. */
export const MINIMUM_AGE_DEFAULT = 18;

export const $rgConfig = computed(initialConfigStore.$state, (s): RgConfig | null => s.value?.responsibleGaming ?? null);

/** A tool is on unless the merchant switched it off. */
export const rgToolOn = (config: RgConfig | null, tool: string): boolean => config?.tools[tool] !== false;

export const rgStatusStore = remote<RgStatus>((signal) => call(rgStatus, undefined, { signal }));

onPlayerChange(() => rgStatusStore.reset());
