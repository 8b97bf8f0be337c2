export const ROOT: string;
/** widgets/elements.json: the element catalogue. */
export const CATALOGUE: string;
export const BUILDS: readonly ['lite', 'react'];
export function kitVersion(): string;
export function kitOutDir(version?: string): string;
/** What a kit build is made from (paths from the repository root). */
export const KIT_SOURCES: readonly string[];
/** Letters and digits: a hash of every file of KIT_SOURCES and of `names`; the element files' names carry its start. */
export function kitSourceHash(...names: string[]): string;
/** The npm package the kit ships as (package/package.json's name). */
export function kitPackageName(): string;
export interface RegistryElement {
  tag: string;
  /** Repository-relative path of the module that defines the tag, e.g. 'widgets/header/index.ts'. */
  module: string;
}
export function registryElements(): RegistryElement[];
/** The files under widgets/ an element's code is made of (its module and every widget file it imports, directly or not). */
export function elementFiles(element: RegistryElement): string[];
/** The parts of the texts an element's define() names (`texts: ['account']`), or undefined: all texts. */
export function elementTextParts(element: RegistryElement): string[] | undefined;
/** The file-name form of a set of text parts (`account+base`). */
export function partSet(parts: readonly string[]): string;
export interface DocEntry {
  name: string;
  description: string;
  propertyOnly?: boolean;
}
export interface ElementContract {
  tag: string;
  module: string;
  component: string | null;
  componentFile: string | null;
  description: string;
  props: { name: string; attribute: string; type: string }[];
  attributes: DocEntry[];
  events: DocEntry[];
  cssParts: DocEntry[];
  cssProperties: DocEntry[];
  warnings: string[];
}
export function elementContract(element: RegistryElement): ElementContract;
export function parseDocBlock(source: string): { description: string; tags: { kind: string; name: string; text: string }[] };
export function kebab(name: string): string;
/** core/events.ts: its exported types as written and their names, and event name → detail type text and doc comment. */
export function eventMap(): { types: string[]; names: Set<string>; events: Map<string, { type: string; description: string }> };
