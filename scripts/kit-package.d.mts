export const PACKAGE_DIR: string;
export function packKit(options?: { quiet?: boolean }): Promise<string>;
