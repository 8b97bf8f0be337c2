/**
 * The lite build, shared by the /m/ site (vite.config.ts) and the embed kit (vite.kit.config.ts):
 * react, react-dom and the JSX runtimes as preact with the React API the elements use
 * (kit/lite/compat.ts) and React's timing (kit/lite/react.ts, client.ts), i18next as the subset core/i18n.ts uses (kit/lite/i18next.ts) and @nanostores/react
 * as the `useStore` the kit calls (kit/lite/nanostores-react.ts).
 */
import { join, relative } from 'node:path';
import type { Alias, Plugin } from 'vite';

export function liteAliases(root: string): Alias[] {
  const at = (path: string) => join(root, path);
  return [
    { find: /^i18next$/, replacement: at('kit/lite/i18next.ts') },
    { find: /^@nanostores\/react$/, replacement: at('kit/lite/nanostores-react.ts') },
    { find: /^react$/, replacement: at('kit/lite/react.ts') },
    { find: /^react-dom$/, replacement: at('kit/lite/react.ts') },
    { find: /^react-dom\/client$/, replacement: at('kit/lite/client.ts') },
    { find: /^react\/jsx-runtime$/, replacement: at('kit/lite/jsx-runtime.ts') },
    { find: /^react\/jsx-dev-runtime$/, replacement: at('kit/lite/jsx-runtime.ts') },
  ];
}

/**
 * In the lite build React's default export has only createElement (kit/lite/react.ts), for
 * @r2wc/react-to-web-component: a module that imports the default for anything else would fail
 * at run time, so the build fails first.
 */
export function liteReactDefault(root: string): Plugin {
  const allowed = /node_modules[\\/]@r2wc[\\/]react-to-web-component[\\/]/;
  const defaultImport = /\bimport\s+[\w$]+\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]react(?:-dom)?['"]/;
  return {
    name: 'mc-lite-react-default',
    transform(code, id) {
      if (!allowed.test(id) && defaultImport.test(code)) {
        this.error(
          `${relative(root, id)} imports React's default export; the lite build has only createElement there (kit/lite/react.ts): import what it needs by name`,
        );
      }
      return null;
    },
  };
}
