// The kit's framework and editor types, all read from custom-elements.json (one contract):
//   react.d.ts           React 19 JSX IntrinsicElements: attributes and `onmc-…` event props
//                        (React 19 adds a listener for the event named after `on`) with their detail
//   vue.d.ts             Vue GlobalComponents, for vue-tsc --strictTemplates (`@mc-login="…"`)
//   web-types.json       JetBrains IDEs
//   html-custom-data.json VS Code (`html.customData`)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTypeText } from './kit-cem.mjs';
import { kitPackageName } from './kit-source.mjs';

const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const comment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '');

/** Every element declaration of the manifest. */
export const declarations = (manifest) => manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement));

/** An event's `CustomEvent<…>` type, with the names its detail uses imported from mc-kit.d.ts. */
const eventOf = (ev) => `CustomEvent<${localTypeText(ev.type.text)}>`;

/** The kit's own type names (McLoginDetail…) the event types use, imported from mc-kit.d.ts. */
function kitTypeNames(list) {
  const names = new Set();
  for (const d of list) {
    names.add(`${pascal(d.tagName)}Element`);
    for (const ev of d.events ?? []) for (const m of ev.type.text.matchAll(/\bMc[A-Za-z]+\b/g)) names.add(m[0]);
  }
  return [...names].sort();
}

const header = (version, list) => `// Generated from custom-elements.json of the MC embed kit ${version}; do not edit.
import type { ${kitTypeNames(list).join(', ')} } from './mc-kit.js';
`;

export function reactTypes(manifest, version) {
  const list = declarations(manifest);
  let out = `${header(version, list)}import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The props every kit element takes in JSX: those of any HTML element. */
type McElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
`;
  for (const d of list) {
    out += comment(`<${d.tagName}>: ${d.description}`, '      ');
    out += `      '${d.tagName}': McElementProps<${pascal(d.tagName)}Element> & {\n`;
    for (const a of d.attributes ?? []) out += `${comment(a.description, '        ')}        '${a.name}'?: ${a.type.text};\n`;
    for (const ev of d.events ?? []) out += `${comment(ev.description, '        ')}        'on${ev.name}'?: (event: ${eventOf(ev)}) => void;\n`;
    out += `      };\n`;
  }
  return `${out}    }\n  }\n}\n`;
}

export function vueTypes(manifest, version) {
  const list = declarations(manifest);
  let out = `${header(version, list)}import type { DefineComponent } from 'vue';

declare module 'vue' {
  interface GlobalComponents {
`;
  for (const d of list) {
    out += comment(`<${d.tagName}>: ${d.description}`, '    ');
    out += `    '${d.tagName}': DefineComponent<{\n`;
    for (const a of d.attributes ?? []) out += `${comment(a.description, '      ')}      ${camel(a.name)}?: ${a.type.text};\n`;
    for (const ev of d.events ?? []) out += `${comment(ev.description, '      ')}      ${camel(`on-${ev.name}`)}?: (event: ${eventOf(ev)}) => void;\n`;
    out += `    }>;\n`;
  }
  return `${out}  }\n}\n`;
}

export function webTypes(manifest, version, name) {
  const list = declarations(manifest);
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: list.map((d) => ({
          name: d.tagName,
          description: d.description,
          attributes: (d.attributes ?? []).map((a) => ({
            name: a.name,
            description: a.description,
            ...(a.default ? { default: a.default } : {}),
            value: a.type.text === 'boolean' ? { type: 'boolean', required: false } : { type: a.type.text, required: false },
          })),
          events: (d.events ?? []).map((ev) => ({ name: ev.name, description: `${ev.description} (detail: ${localTypeText(ev.type.text)})` })),
          css: {
            parts: (d.cssParts ?? []).map((p) => ({ name: p.name, description: p.description })),
            properties: (d.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description })),
          },
        })),
      },
    },
  };
}

export function htmlCustomData(manifest) {
  const list = declarations(manifest);
  const values = (text) => [...text.matchAll(/'([\w-]+)'/g)].map((m) => ({ name: m[1] }));
  return {
    version: 1.1,
    tags: list.map((d) => ({
      name: d.tagName,
      description: d.description,
      attributes: (d.attributes ?? []).map((a) => ({
        name: a.name,
        description: a.description,
        ...(a.type.text === 'boolean' ? { valueSet: 'v' } : values(a.type.text).length ? { values: values(a.type.text) } : {}),
      })),
    })),
  };
}

/** Writes the four files into the kit's output folder. */
export function writeFrameworkTypes(outDir, manifest, version, name = kitPackageName()) {
  writeFileSync(join(outDir, 'react.d.ts'), reactTypes(manifest, version));
  writeFileSync(join(outDir, 'vue.d.ts'), vueTypes(manifest, version));
  writeFileSync(join(outDir, 'web-types.json'), `${JSON.stringify(webTypes(manifest, version, name), null, 2)}\n`);
  writeFileSync(join(outDir, 'html-custom-data.json'), `${JSON.stringify(htmlCustomData(manifest), null, 2)}\n`);
}
