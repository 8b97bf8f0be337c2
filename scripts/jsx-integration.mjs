// A partner whose JSX library is not React (Preact, Solid, Stencil) gets its element types from
// the package's custom-elements.json through custom-element-jsx-integration, as that tool's README
// says. This does it the partner's way against an installed package: generates the types from
// the manifest the package.json names, then type-checks them strictly (no skipLibCheck: the
// generated file is checked too) with a Preact page that sets attributes and reads event details.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { ROOT } from './kit-source.mjs';

const TYPES_FILE = 'mc-kit-jsx.d.ts';

/**
 * The page: attributes of each kind, event details used by their fields, and misuses the types
 * must refuse (`@ts-expect-error` fails the check when the line is accepted).
 */
const PAGE = `import type { CustomElements } from './${TYPES_FILE.replace(/\.d\.ts$/, '.js')}';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}

export const page = (
  <main>
    <mc-register
      affiliate-code="AFF001"
      closable
      onmc-register={(e) => e.detail.userName.toUpperCase()}
      onmc-error={(e) => e.detail.message.length}
    />
    <mc-footer active="home" onmc-navigate={(e) => e.detail.path.startsWith('/m/')} onmc-ready={(e) => e.detail.tag.length} />
    <mc-forget-password method="email" onmc-password-reset={(e) => e.detail.method === 'phone'} />
    {/* @ts-expect-error: not one of the attribute's values */}
    <mc-forget-password method="fax" />
    {/* @ts-expect-error: the detail has no such field */}
    <mc-register onmc-register={(e) => e.detail.noSuchField} />
    {/* @ts-expect-error: a text attribute takes no number */}
    <mc-footer active={3} />
  </main>
);
`;

function link(target, path) {
  mkdirSync(join(path, '..'), { recursive: true });
  symlinkSync(target, path, 'dir');
}

/**
 * Runs the integration on the package installed at `packageDir` and type-checks its output:
 * `{ status, output, types }` (tsc's exit status and messages, the generated file's text).
 */
export function checkJsxIntegration(packageDir) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-kit-jsx-'));
  try {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    link(packageDir, join(dir, 'node_modules', ...pkg.name.split('/')));
    link(join(ROOT, 'node_modules', 'preact'), join(dir, 'node_modules', 'preact'));
    const manifest = JSON.parse(readFileSync(join(packageDir, pkg.customElements), 'utf8'));
    const log = console.log; // the tool reports its output file on stdout whatever hideLogs says
    console.log = () => undefined;
    try {
      generateJsxTypes(manifest, { outdir: dir, fileName: TYPES_FILE, hideLogs: true });
    } finally {
      console.log = log;
    }
    writeFileSync(join(dir, 'page.tsx'), PAGE);
    const tsc = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--exactOptionalPropertyTypes',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--jsx',
        'react-jsx',
        '--jsxImportSource',
        'preact',
        '--lib',
        'es2022,dom',
        '--types',
        '',
        join(dir, 'page.tsx'),
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    return { status: tsc.status ?? 1, output: `${tsc.stdout ?? ''}${tsc.stderr ?? ''}`.trim(), types: readFileSync(join(dir, TYPES_FILE), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
