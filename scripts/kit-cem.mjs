// custom-elements.json by the standard analyzer (@custom-elements-manifest/analyzer). Our
// elements are React components wrapped by define(tag, Component, { props }), which the
// analyzer cannot see as classes, so one plugin turns each catalogue module's define() call and
// the doc tags of its component file (scripts/kit-source.mjs reads both) into a custom-element
// declaration with TypeScript type texts, defaults and enum values.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { ROOT } from './kit-source.mjs';

/** A define() prop type as TypeScript: the attribute's text and the property's. */
const TS_TYPE = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

/**
 * Doc-comment prose as the manifest carries it. The doc comments are written for partners
 * (scripts/kit-manifest.test.ts refuses spec sections and source paths in the manifest), so
 * nothing is taken out here.
 */
const prose = (text = '') => text.replace(/[ \t]{2,}/g, ' ').trim();

const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** `(default X)` in an @attr text. */
const defaultOf = (text) => text.match(/\(default ([^)]+)\)/)?.[1]?.trim();

/** Quoted alternatives in an @attr text (`'username' | 'mobile'`): the attribute's enum values. */
function enumOf(text) {
  const m = text.match(/(['"][\w-]+['"](?:\s*(?:\||,|or)\s*['"][\w-]+['"])+)/);
  return m ? [...m[1].matchAll(/['"]([\w-]+)['"]/g)].map((v) => v[1]) : undefined;
}

/** The attribute's TypeScript type text: an enum's union, else the define() type. */
function typeText(prop, description) {
  const values = prop.type === 'string' ? enumOf(description) : undefined;
  return values ? values.map((v) => `'${v}'`).join(' | ') : (TS_TYPE[prop.type] ?? 'string');
}

/** The element's interface in mc-kit.d.ts (McRegisterElement), so tools that import it by this name find it. */
export const className = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())}Element`;

/** The declaration of one element, from its contract (kit-manifest.mjs's contracts()). */
function declaration(c, tokens, eventType) {
  const attrDoc = (p) => c.attributes.find((a) => a.name === p.attribute)?.description ?? '';
  const field = (p) => {
    const description = attrDoc(p);
    const def = defaultOf(description);
    return { type: { text: typeText(p, description) }, description: prose(description), ...(def ? { default: def } : {}) };
  };
  return {
    kind: 'class',
    customElement: true,
    tagName: c.tag,
    name: className(c.tag),
    description: sentence(prose(c.description.replace(/^<[^>]+>:\s*/, ''))),
    superclass: { name: 'HTMLElement' },
    attributes: c.props.map((p) => ({ name: p.attribute, fieldName: p.name, ...field(p) })),
    members: c.props.map((p) => ({
      kind: 'field',
      name: p.name,
      attribute: p.attribute,
      ...field(p),
      type: { text: `${typeText(p, attrDoc(p))} | undefined` },
    })),
    events: c.events.map((ev) => ({ name: ev.name, type: eventType(ev.name), description: prose(ev.description) })),
    cssParts: c.cssParts.map((p) => ({ name: p.name, description: prose(p.description) })),
    cssProperties: [...c.cssProperties.map((p) => ({ name: p.name, description: prose(p.description) })), ...tokens],
  };
}

/** The analyzer plugin: each catalogue module gets its element's declaration and definition. */
function definePlugin(list, tokens, eventType) {
  const byModule = new Map(list.map((c) => [c.module, c]));
  return {
    name: 'mc-define',
    analyzePhase({ ts: api, node, moduleDoc }) {
      if (node.kind !== api.SyntaxKind.SourceFile) return;
      const c = byModule.get(moduleDoc.path);
      if (!c) return;
      moduleDoc.declarations.push(declaration(c, tokens, eventType));
      moduleDoc.exports.push({ kind: 'custom-element-definition', name: c.tag, declaration: { name: className(c.tag), module: c.module } });
    },
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.schemaVersion = '2.1.0';
      customElementsManifest.readme = 'README.md';
    },
  };
}

/**
 * An event's type in the manifest: the type of its detail, as the tools that read manifests
 * (custom-element-jsx-integration and its siblings) expect; they write `CustomEvent<text>`
 * themselves. They paste the text into a file of their own and import nothing (their one import
 * option repeats a name per element, which TypeScript refuses), so each of the kit's own type
 * names is written as `import('<package>').Name`: the text resolves wherever the package is
 * installed. `references` says the same in the schema's terms.
 */
export function eventTypeOf(detail, kitNames, pkg) {
  const qualifier = `import('${pkg}').`;
  const references = [];
  let text = '';
  let last = 0;
  for (const m of detail.matchAll(/\b[A-Za-z_]\w*\b/g)) {
    if (!kitNames.has(m[0]) || detail[m.index - 1] === '.' || detail[m.index - 1] === "'") continue;
    text += detail.slice(last, m.index) + qualifier;
    references.push({ name: m[0], package: pkg, module: 'kit/mc-kit.d.ts', start: text.length, end: text.length + m[0].length });
    text += m[0];
    last = m.index + m[0].length;
  }
  text += detail.slice(last);
  return references.length ? { text, references } : { text };
}

/** A manifest type text as the kit's own type files write it (they import the names themselves). */
export const localTypeText = (text) => text.replace(/import\((['"])[^'"]*\1\)\./g, '');

/**
 * The manifest of the given element contracts. `tokens` are the theme's custom properties
 * (`{ name, default, description }`), `eventType(event)` an event's type (eventTypeOf).
 */
export function analyze(list, tokens, eventType) {
  const modules = list.map((c) => ts.createSourceFile(c.module, readFileSync(join(ROOT, c.module), 'utf8'), ts.ScriptTarget.ES2022, true));
  return create({ modules, plugins: [definePlugin(list, tokens, eventType)] });
}
