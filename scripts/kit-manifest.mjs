#!/usr/bin/env node
// The embed kit's public contract, generated from the sources (scripts/kit-build.mjs calls it):
//
// - custom-elements.json (schema 2.1.0): per element its tag, attributes and properties (the
//   `props` of its define() call with their types, described by the @attr tags of the component
//   file), events (@event), CSS parts (@csspart, plus `base` that define() gives every element),
//   custom properties (@cssprop, plus the theme tokens of widgets/ui/base.styles.ts);
// - mc-kit.d.ts: HTMLElementTagNameMap entries, one interface per element with its properties and
//   typed addEventListener, the event detail types (copied from core/events.ts), DocumentEventMap (kit events bubble and are
//   composed: a page hears them on document) and `window.mcKit`.
//
//   node scripts/kit-manifest.mjs [outDir]      (default dist/kit/<version>)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, elementContract, eventMap, kitOutDir, kitVersion, registryElements } from './kit-source.mjs';

/**
 * The theme tokens every element reads, from the shared stylesheet: each line there is
 * `--_x: var(--mc-x, default); /* what it is for *\/`. A default naming another token's private
 * twin (`var(--_surface-2)`) is given by that token's public name.
 */
export function themeTokens() {
  const source = readFileSync(join(ROOT, 'widgets/ui/base.styles.ts'), 'utf8');
  const tokens = [];
  const publicName = new Map();
  for (const m of source.matchAll(/(--_[a-z0-9-]+):\s*var\((--mc-[a-z0-9-]+),\s*([^;]+?)\);\s*\/\*\s*([\s\S]*?)\s*\*\//g)) {
    publicName.set(m[1], m[2]);
    tokens.push({ name: m[2], default: m[3].trim(), description: m[4].replace(/\s+/g, ' ') });
  }
  for (const t of tokens) t.default = t.default.replace(/var\((--_[a-z0-9-]+)\)/g, (all, name) => `var(${publicName.get(name) ?? name})`);
  return tokens;
}

/** The detail type of an event, from the kit's event map (core/events.ts). */
const detailType = (name, map = eventMap()) => map.events.get(name)?.type ?? 'Record<string, unknown>';

const TS_TYPE = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

const ERROR_EVENT = { name: 'mc-error', description: '{ message, source } when the element failed to render (its error boundary shows a retry); { tag, kind: "load", message } when its code could not be loaded' };
const BASE_PART = { name: 'base', description: 'the root inside the shadow root (every element has it)' };

const className = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase()).replace(/^Mc/, 'MC');
const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

export function contracts() {
  return registryElements().map((e) => {
    const c = elementContract(e);
    if (!c.events.some((ev) => ev.name === 'mc-error')) c.events.push(ERROR_EVENT);
    if (!c.cssParts.some((p) => p.name === 'base')) c.cssParts.unshift(BASE_PART);
    return c;
  });
}

export function customElementsManifest(list = contracts()) {
  const tokens = themeTokens();
  const map = eventMap();
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md#embedding',
    modules: list.map((c) => ({
      kind: 'javascript-module',
      path: c.module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: c.tag,
          name: className(c.tag),
          description: c.description,
          superclass: { name: 'HTMLElement' },
          attributes: c.props.map((p) => ({
            name: p.attribute,
            fieldName: p.name,
            type: { text: p.type === 'boolean' ? 'boolean (present = true)' : TS_TYPE[p.type] ?? 'string' },
            description: c.attributes.find((a) => a.name === p.attribute)?.description ?? '',
          })),
          members: c.props.map((p) => ({
            kind: 'field',
            name: p.name,
            attribute: p.attribute,
            type: { text: `${TS_TYPE[p.type] ?? 'string'} | undefined` },
            description: c.attributes.find((a) => a.name === p.attribute)?.description ?? '',
          })),
          events: c.events.map((ev) => ({ name: ev.name, type: { text: `CustomEvent<${detailType(ev.name, map)}>` }, description: ev.description })),
          cssParts: c.cssParts.map((p) => ({ name: p.name, description: p.description })),
          cssProperties: [
            ...c.cssProperties.map((p) => ({ name: p.name, description: p.description })),
            ...tokens.map((t) => ({ name: t.name, default: t.default, description: `theme: ${t.description}` })),
          ],
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: c.tag, declaration: { name: className(c.tag), module: c.module } }],
    })),
  };
}

const comment = (text, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '');

export function typeDefinitions(version, list = contracts()) {
  const map = eventMap();
  const events = new Map();
  for (const c of list) for (const ev of c.events) if (!events.has(ev.name)) events.set(ev.name, ev.description);
  // Events no element documents (mc-session, on document), with the map's own description.
  for (const [name, { description }] of map.events) if (!events.has(name)) events.set(name, description);
  let out = `// Types of the MC embed kit ${version}: the elements mc-loader.js defines and the events they send.
// Generated by scripts/kit-manifest.mjs from the kit's sources; do not edit.
//
//   /// <reference path="https://…/kit/${version}/mc-kit.d.ts" /> or copy it into your project.

${map.types.join('\n')}

/** Every event of the kit. All bubble and cross shadow roots; mc-navigate and mc-launch-game are cancelable. */
export interface McKitEventMap {
`;
  for (const [name, description] of events) out += `${comment(description, '  ')}  '${name}': CustomEvent<${detailType(name, map)}>;\n`;
  out += `}\n\n`;

  for (const c of list) {
    const name = `${pascal(c.tag)}Element`;
    out += `export interface ${pascal(c.tag)}EventMap extends HTMLElementEventMap {\n`;
    for (const ev of c.events) out += `  '${ev.name}': McKitEventMap['${ev.name}'];\n`;
    out += `}\n`;
    out += comment(`<${c.tag}>: ${c.description.replace(/^<[^>]+>:\s*/, '')}`);
    out += `export interface ${name} extends HTMLElement {\n`;
    for (const p of c.props) {
      const doc = c.attributes.find((a) => a.name === p.attribute)?.description ?? '';
      out += comment(`${doc}${doc ? ' ' : ''}(attribute \`${p.attribute}\`)`, '  ');
      out += `  ${p.name}?: ${TS_TYPE[p.type] ?? 'string'};\n`;
    }
    out += `  addEventListener<K extends keyof ${pascal(c.tag)}EventMap>(type: K, listener: (this: ${name}, ev: ${pascal(c.tag)}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n`;
    out += `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n`;
    out += `  removeEventListener<K extends keyof ${pascal(c.tag)}EventMap>(type: K, listener: (this: ${name}, ev: ${pascal(c.tag)}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;\n`;
    out += `  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;\n`;
    out += `}\n\n`;
  }

  out += `/** The loader's API: window.mcKit (the first kit on the page) and window.mcKits[version]. */
export interface McKit {
  readonly version: string;
  readonly build: 'lite' | 'react';
  /** The tags this loader defines on this page. */
  readonly tags: readonly string[];
  define(tag: string): Promise<boolean>;
  configure(config: { api?: string; merchant?: string; site?: string; lang?: string }): Promise<void>;
  /** Hands over a player the page signed in itself. Rejects (TypeError) what a stored session would not pass. */
  setSession(info: { token: string; userName: string; type: number; id?: string; merchantCode?: string; firstTimeLogin?: boolean }): Promise<{ userName: string; type: number }>;
  getSession(): Promise<McSessionDetail>;
  /** Forgets the session in the kit; the token stays valid at the platform. */
  clearSession(): Promise<void>;
  /** Signs out at the platform (the token is revoked) and in the kit. */
  signOut(): Promise<void>;
  setLanguage(code: string): Promise<void>;
  /** Also watch this root (e.g. the open shadow root of the page's own component) for kit elements. */
  observe(root: Document | DocumentFragment | Element): void;
}

declare global {
  interface HTMLElementTagNameMap {
`;
  for (const c of list) out += `    '${c.tag}': ${pascal(c.tag)}Element;\n`;
  out += `  }
  interface DocumentEventMap extends McKitEventMap {}
  interface Window {
    mcKit?: McKit;
    mcKits?: Record<string, McKit>;
  }
}
`;
  return out;
}

export function writeManifest(outDir = kitOutDir(), version = kitVersion()) {
  const list = contracts();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify(customElementsManifest(list), null, 2)}\n`);
  writeFileSync(join(outDir, 'mc-kit.d.ts'), typeDefinitions(version, list));
  return { elements: list.length, warnings: list.flatMap((c) => c.warnings) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { elements, warnings } = writeManifest(process.argv[2] ?? kitOutDir());
  for (const w of warnings) console.warn(`warning: ${w}`);
  console.log(`custom-elements.json and mc-kit.d.ts: ${elements} elements`);
}
