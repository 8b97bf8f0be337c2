export function timeoutScale(env?: Record<string, string | undefined>): number;
export function scaled(ms: number, env?: Record<string, string | undefined>): number;
