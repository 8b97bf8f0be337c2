export function checkJsxIntegration(packageDir: string): { status: number; output: string; types: string };
