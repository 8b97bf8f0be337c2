import type { ElementContract } from './kit-source.mjs';
export function themeTokens(): { name: string; default: string; description: string }[];
export function contracts(): ElementContract[];
export interface ManifestDeclaration {
  tagName: string;
  name: string;
  description: string;
  attributes: { name: string; fieldName: string; type: { text: string }; description: string; default?: string }[];
  members: { kind: 'field'; name: string; attribute: string; type: { text: string }; description: string }[];
  /** `type.text` is the detail's type, the kit's names written as `import('<package>').Name`. */
  events: {
    name: string;
    type: { text: string; references?: { name: string; package: string; module: string; start: number; end: number }[] };
    description: string;
  }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; default?: string; description: string }[];
}
export function customElementsManifest(list?: ElementContract[]): {
  schemaVersion: string;
  readme: string;
  modules: { path: string; declarations: ManifestDeclaration[] }[];
};
export function typeDefinitions(version: string, list?: ElementContract[]): string;
export function writeManifest(outDir?: string, version?: string): { elements: number; warnings: string[] };
