export function kitState(outDir?: string): 'missing' | 'stale' | 'fresh';
export function buildKit(options?: { version?: string; outDir?: string; quiet?: boolean }): Promise<string>;
export function writeIntegrity(outDir: string): { 'mc-loader.js': string };
