export declare const ROOT: string;
export declare const SITE_INDEX: string;
export declare function siteState(): 'missing' | 'stale' | 'fresh';
export declare function buildSite(): number;
export declare function newestMtime(path: string): number;
export declare const SITE_BUILD_STAMP: string;
export declare function wantedSiteBuild(): 'lite' | 'react';
