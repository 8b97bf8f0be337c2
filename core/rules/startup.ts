/** Start-up mode of §2.1, decided from the initial configuration before any page renders. */
export type AppMode = 'normal' | 'maintenance' | 'region-restricted';

export function startupMode(config: { maintenance: boolean; regionRestriction: boolean }): AppMode {
  if (config.maintenance) return 'maintenance'; // also when both flags are set
  if (config.regionRestriction) return 'region-restricted';
  return 'normal';
}
