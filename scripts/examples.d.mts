export type ExampleApp = 'react' | 'vue';
export const EXAMPLES: Record<ExampleApp, { entry: string; typecheck: string[] }>;
export function exampleDir(app: ExampleApp): string;
export function exampleOut(app: ExampleApp): string;
export function installKit(app: ExampleApp, tarball: string): { status: number; output: string };
export function typecheck(app: ExampleApp): { status: number; output: string };
export function buildExample(app: ExampleApp): Promise<void>;
