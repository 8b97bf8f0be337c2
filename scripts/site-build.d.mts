export declare const ROOT: string;
export declare const SITE_INDEX: string;
export declare function siteState(): 'missing' | 'stale' | 'fresh';
export declare function buildSite(): number;
export declare function newestMtime(path: string): number;
