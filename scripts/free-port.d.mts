/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number>;
