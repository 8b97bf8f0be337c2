// What the embed kit is made of, read from the sources: the version, where the build goes, and
// every element of the catalogue (widgets/elements.json) with its module and public contract. Shared by
// vite.kit.config.ts, scripts/kit-build.mjs, scripts/kit-manifest.mjs and scripts/kit-sizes.mjs,
// so a tag added to the registry reaches the loader, the manifest and the size table by itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The element catalogue, plain data: tag → folder under widgets/ whose index.ts defines it. */
export const CATALOGUE = join(ROOT, 'widgets/elements.json');
export const BUILDS = /** @type {const} */ (['lite', 'react']);

/** The kit version: MC_KIT_VERSION, else package.json's. */
export function kitVersion() {
  return process.env.MC_KIT_VERSION || JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
}

/** The npm package the kit ships as (package/package.json's name): partners import its types by it. */
export function kitPackageName() {
  return JSON.parse(readFileSync(join(ROOT, 'package', 'package.json'), 'utf8')).name;
}

/** Where one version of the kit is built: MC_KIT_OUT, else dist/kit/<version>. */
export function kitOutDir(version = kitVersion()) {
  return process.env.MC_KIT_OUT ? resolve(process.env.MC_KIT_OUT) : join(ROOT, 'dist', 'kit', version);
}

/**
 * What a kit build is made from: its sources, the build's own scripts and the locked packages. A
 * change to any of them may change what the build writes.
 */
export const KIT_SOURCES = [
  'kit',
  'widgets',
  'core',
  'locales',
  'scripts',
  'vite.kit.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'package/package.json',
];

function sourceFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && !entry.startsWith('.'))
    .sort()
    .flatMap((entry) => sourceFiles(join(path, entry)));
}

/**
 * A hash of everything a build of the kit is made from, and of what else names it (the build,
 * the version), in letters and digits (the kit's file names take its first KIT_HASH_LENGTH). The
 * element files carry it, one hash for all, so the runtime builds an element's file name from
 * its tag rather than carrying a table of a hundred hashes (vite.kit.config.ts): the same sources
 * build the same files, and a change to any source renames every element's file.
 */
export function kitSourceHash(...names) {
  const hash = createHash('sha256');
  for (const name of names) hash.update(`${name}\0`);
  for (const file of KIT_SOURCES.flatMap((s) => sourceFiles(join(ROOT, s)))) {
    hash.update(`${relative(ROOT, file).split(sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('base64url').replace(/[-_]/g, 'x');
}

/**
 * Every tag of the catalogue in order, with the module that defines it
 * (`{ tag, module: 'widgets/header/index.ts' }`).
 */
export function registryElements() {
  /** @type {Record<string, string>} */
  const folders = JSON.parse(readFileSync(CATALOGUE, 'utf8'));
  return Object.entries(folders).map(([tag, folder]) => ({ tag, module: `widgets/${folder}/index.ts` }));
}

/**
 * The file-name form of a set of text parts (`account+base`): texts-plugin.ts writes the file,
 * kit-sizes.mjs counts it (the loader it generates builds the same name at run time).
 */
export const partSet = (parts) => [...new Set(parts)].sort().join('+');

/** The parts of the texts an element's define() names (`texts: ['account']`), or undefined: all texts. */
export function elementTextParts({ module }) {
  const declared = readFileSync(join(ROOT, module), 'utf8').match(/\btexts:\s*\[([^\]]*)\]/);
  return declared ? [...declared[1].matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]) : undefined;
}

const WIDGETS = join(ROOT, 'widgets');

/** The relative modules a file imports, statically or not, resolved to files. */
function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  const found = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const path = resolve(dirname(file), m[1]);
    const hit = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((p) => existsSync(p) && !statSync(p).isDirectory());
    if (hit) found.push(hit);
  }
  return found;
}

/**
 * The files under widgets/ an element's code is made of: its module and every widget file that
 * imports, directly or not (the core's stores render nothing), as paths from the repository root.
 * Whatever these files render lands in the element's shadow root.
 */
export function elementFiles({ module }) {
  const seen = new Set([join(ROOT, module)]);
  for (const file of seen) {
    for (const next of importsOf(file)) if (next.startsWith(WIDGETS + sep) && !seen.has(next)) seen.add(next);
  }
  return [...seen].map((f) => relative(ROOT, f).split(sep).join('/'));
}

const DOC_TAG = /^@(attr|prop|event|csspart|cssprop)\s+(\S+)(?:\s+-\s+|\s+)?(.*)$/;

/**
 * The public contract of one element: its index.ts's define() call (tag, component, props and
 * their attribute types) and the doc tags at the top of the component file.
 */
export function elementContract({ tag, module }) {
  const indexPath = join(ROOT, module);
  const index = readFileSync(indexPath, 'utf8');
  const ast = parseAst(index, { lang: 'ts' });
  const imports = new Map();
  let call;
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) imports.set(s.local.name, node.source.value);
    }
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'define' && node.arguments[0]?.value === tag) call = node;
    for (const key of Object.keys(node)) if (key !== 'type' && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast);
  const contract = {
    tag,
    module,
    component: null,
    componentFile: null,
    description: '',
    props: [],
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
    warnings: [],
  };
  if (!call) {
    contract.warnings.push(`${module}: no define('${tag}', …) call found`);
    return contract;
  }
  const componentName = call.arguments[1]?.type === 'Identifier' ? call.arguments[1].name : null;
  contract.component = componentName;
  const options = call.arguments[2];
  const propsNode = options?.type === 'ObjectExpression' ? options.properties.find((p) => p.key?.name === 'props')?.value : undefined;
  for (const p of propsNode?.type === 'ObjectExpression' ? propsNode.properties : []) {
    const name = p.key?.name ?? p.key?.value;
    const type = p.value?.value;
    if (name) contract.props.push({ name, attribute: kebab(name), type: typeof type === 'string' ? type : 'string' });
  }
  const from = componentName ? imports.get(componentName) : undefined;
  const file = from ? resolve(dirname(indexPath), from) : undefined;
  if (!file || !existsSync(file)) {
    contract.warnings.push(`${module}: the component file of ${componentName ?? '(unknown)'} was not found`);
    return contract;
  }
  contract.componentFile = relative(ROOT, file).split('\\').join('/');
  const docs = parseDocBlock(readFileSync(file, 'utf8'));
  contract.description = docs.description;
  for (const d of docs.tags) {
    if (d.kind === 'attr') contract.attributes.push({ name: d.name, description: d.text });
    else if (d.kind === 'event') contract.events.push({ name: d.name, description: d.text });
    else if (d.kind === 'csspart') contract.cssParts.push({ name: d.name, description: d.text });
    else if (d.kind === 'cssprop') contract.cssProperties.push({ name: d.name, description: d.text });
    else if (d.kind === 'prop') contract.attributes.push({ name: d.name, description: d.text, propertyOnly: true });
  }
  // Shared pieces (a text field, a game card) document the parts and custom properties they
  // render in their own doc block; every element made with them has those too.
  for (const shared of elementFiles({ module }).filter((f) => f !== module && f !== contract.componentFile)) {
    for (const d of parseDocBlock(readFileSync(join(ROOT, shared), 'utf8')).tags) {
      const list = d.kind === 'csspart' ? contract.cssParts : d.kind === 'cssprop' ? contract.cssProperties : undefined;
      if (list && !list.some((x) => x.name === d.name)) list.push({ name: d.name, description: d.text });
    }
  }
  const documented = new Set(contract.attributes.map((a) => a.name));
  for (const p of contract.props) {
    if (!documented.has(p.attribute)) contract.warnings.push(`${contract.componentFile}: prop ${p.name} (${p.attribute}) has no @attr`);
  }
  const declared = new Set(contract.props.map((p) => p.attribute));
  for (const a of contract.attributes) {
    if (!a.propertyOnly && !declared.has(a.name)) contract.warnings.push(`${contract.componentFile}: @attr ${a.name} is not in define()'s props`);
  }
  return contract;
}

/** The first /** … *\/ block of a file: its prose and its @tags (a tag's text may wrap onto following lines). */
export function parseDocBlock(source) {
  const m = source.match(/\/\*\*([\s\S]*?)\*\//);
  if (!m) return { description: '', tags: [] };
  const lines = m[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trimEnd());
  const prose = [];
  const tags = [];
  for (const line of lines) {
    const t = line.trim().match(DOC_TAG);
    if (t) tags.push({ kind: t[1], name: t[2], text: t[3].trim() });
    else if (line.trim().startsWith('@')) continue;
    else if (tags.length && line.trim()) tags[tags.length - 1].text += ` ${line.trim()}`;
    else if (!tags.length) prose.push(line);
  }
  return {
    description: prose
      .join('\n')
      .trim()
      .replace(/\n(?!\n)/g, ' ')
      .replace(/\s+\n/g, '\n'),
    tags,
  };
}

export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The kit's event map (core/events.ts), read from its syntax tree: every exported type as
 * written (the detail types the page sees) and their names, and for each event of McEventMap the text of its
 * detail type and its doc comment.
 */
export function eventMap() {
  const file = join(ROOT, 'core/events.ts');
  const source = readFileSync(file, 'utf8');
  const ast = parseAst(source, { lang: 'ts' });
  const text = (node) => source.slice(node.start, node.end);
  /** The doc comment right before `at`, as one line. */
  const docBefore = (at) => {
    const m = source.slice(0, at).match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/[ \t]*\r?\n?[ \t]*$/);
    return m
      ? m[1]
          .replace(/^\s*\*\s?/gm, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  };
  const types = [];
  const names = new Set();
  const events = new Map();
  for (const node of ast.body) {
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : undefined;
    if (!decl || (decl.type !== 'TSInterfaceDeclaration' && decl.type !== 'TSTypeAliasDeclaration')) continue;
    if (decl.id.name === 'McEventMap') {
      for (const member of decl.body.body) {
        events.set(member.key.value, { type: text(member.typeAnnotation.typeAnnotation), description: docBefore(member.start) });
      }
    } else if (decl.id.name !== 'McEventName') {
      names.add(decl.id.name);
      const doc = docBefore(node.start);
      types.push(`${doc ? `/** ${doc} */\n` : ''}${text(node)}`);
    }
  }
  return { types, names, events };
}
