/** Types for scripts/chromium.mjs. */
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const HEADLESS_FLAG: string;
export declare function chromiumPath(): Promise<string>;
export declare function chromiumSource(): 'CHROME_PATH' | '/usr/bin/chromium' | '@sparticuz/chromium';
