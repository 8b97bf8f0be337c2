/** Types for scripts/chromium.mjs. */
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const HEADLESS_FLAG: string;
export declare function chromiumPath(): Promise<string>;
/** Where chromiumPath() takes the browser from, for log lines (`CHROME_PATH=…`, `@sparticuz/chromium`, …). */
export declare function chromiumSource(): string;
