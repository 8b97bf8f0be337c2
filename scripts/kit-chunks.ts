/**
 * How the embed kit's code is cut into chunks (vite.kit.config.ts, both builds).
 *
 * A partner page usually shows one or two elements, and every file costs a request and compresses
 * on its own, so the kit aims at few files per element without sending an element code it never
 * runs. Five kinds of chunk besides each element's own:
 *
 * - `core`, which is the runtime's file (the entry mc-loader.js imports): the UI library
 *   (preact with kit/lite/ or React, nanostores) and the kit code that 40 or more elements (of
 *   about 70) import, the forms a visitor signs up or in with among them:
 *   define, the request function, session, texts, nav, toasts. Every element needs it, so it is
 *   one file that compresses as a whole. Code half the elements use (the wallet calls, number
 *   formats) would make every other one download it too.
 * - `common`: code that 40 or more elements use but none of the VISITOR_FORMS (the page states,
 *   the player's record). Those forms are what an affiliate puts on a partner page, and the one
 *   element whose whole first load has a budget (`mc-register`): they do not download it, the
 *   lists and centres get it as one more file beside the runtime.
 * - `account-forms`: code that only the account forms use (sign-in, registration, password,
 *   profile…: ACCOUNT_FORMS), at least two of them, the registration form among them. A page
 *   showing one of them gets it in one file instead of a dozen small ones; no other element loads
 *   it.
 * - `sign-in`: the same for the code the registration form does not load with its first screen
 *   (the sign-in actions, which it asks for once the visitor is in the form): `mc-register` is
 *   what an affiliate embeds, and its whole first load has a budget; the other forms get this as
 *   a second file.
 * - `form-controls`: the text field, the submit button, the tabs, the form stylesheet and the form
 *   state (useForm, useSubmitGuard), which every form of the kit (accounts, money, feedback,
 *   agency) uses in some mix: one file rather than six of well under 1 kB, each with its own
 *   imports. The submit button (0.27 kB) is in it since 13 forms use it: one file fewer for each
 *   of them (about 0.2 kB), 0.09 kB more for the 11 elements that use the rest without it.
 * - the rest: the bundler's default, a chunk per set of elements that share a module.
 *
 * "Uses" means reaches through static imports from the element's module. The counts come from
 * the module graph itself (elementReach), so a new element or import moves code where it belongs.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Elements whose code is the sign-in and registration family (see `account-forms` above). */
export const ACCOUNT_FORMS: ReadonlySet<string> = new Set([
  'mc-login',
  'mc-register',
  'mc-trail',
  'mc-forget-password',
  'mc-change-password',
  'mc-security-center',
  'mc-profile',
  'mc-agent-register',
]);

/** The element an affiliate embeds, whose whole first load has a budget (see `sign-in` above). */
const REGISTRATION_FORM = 'mc-register';

/**
 * The forms a visitor signs up or signs in with, on the site or on a partner's page: only code
 * they use too rides in the core chunk (see `common` above).
 */
export const VISITOR_FORMS: ReadonlySet<string> = new Set(['mc-login', 'mc-register', 'mc-trail', 'mc-forget-password']);

/** How many elements must use a module of the kit for it to ride in the core chunk (or `common`). */
export const CORE_SHARE = 40;

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|preact|@r2wc|@nanostores|nanostores)[\\/]|kit[\\/]lite[\\/]|kit[\\/](runtime|elements)\.ts$/;
const KIT_CODE = /[\\/](core|widgets)[\\/]/;
const FORM_CONTROLS = /widgets[\\/](form[\\/](TextField|SubmitButton|form\.styles|useForm|useSubmitGuard)|base[\\/]Tabs)\.tsx?$/;

interface Element {
  tag: string;
  /** Relative to the repository, as widgets/registry.ts names it. */
  module: string;
}

type Group = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/**
 * The chunk groups for rolldown's `output.codeSplitting`, and the plugin that reads the module
 * graph they decide on (it must be in the build's plugins).
 */
export function kitChunkPlan(root: string, elements: readonly Element[]): { plugin: Plugin; groups: Group[] } {
  const tagOf = new Map(elements.map((e) => [e.module, e.tag]));
  const imports = new Map<string, readonly string[]>();
  let reach: Map<string, Set<string>> | undefined;

  const repoPath = (id: string): string => relative(root, id).split('\\').join('/');

  /** For each module, the tags of the elements that import it, directly or through others. */
  function elementsUsing(id: string): ReadonlySet<string> {
    if (!reach) {
      reach = new Map();
      for (const [moduleId] of imports) {
        const tag = tagOf.get(repoPath(moduleId));
        if (!tag) continue;
        const stack = [moduleId];
        const seen = new Set<string>();
        while (stack.length) {
          const next = stack.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          let users = reach.get(next);
          if (!users) reach.set(next, (users = new Set()));
          users.add(tag);
          stack.push(...(imports.get(next) ?? []));
        }
      }
    }
    return reach.get(id) ?? new Set();
  }

  const isKitCode = (id: string): boolean => KIT_CODE.test(id) && !tagOf.has(repoPath(id));
  const isWidelyUsed = (id: string): boolean => isKitCode(id) && elementsUsing(id).size >= CORE_SHARE;
  const usedByVisitorForm = (id: string): boolean => [...elementsUsing(id)].some((tag) => VISITOR_FORMS.has(tag));
  const isAccountFormCode = (id: string): boolean => {
    if (!isKitCode(id)) return false;
    const users = elementsUsing(id);
    return users.size >= 2 && [...users].every((tag) => ACCOUNT_FORMS.has(tag));
  };

  const plugin: Plugin = {
    name: 'mc-kit-chunk-plan',
    buildStart() {
      imports.clear();
      reach = undefined;
    },
    buildEnd() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };

  const groups: Group[] = [
    {
      name: 'core',
      // Before common: what the runtime itself imports (its dependencies) is core.
      priority: 3,
      test: (id) => FRAMEWORK.test(id) || (isWidelyUsed(id) && usedByVisitorForm(id)),
    },
    {
      name: 'common',
      priority: 2,
      test: (id) => !FRAMEWORK.test(id) && isWidelyUsed(id) && !usedByVisitorForm(id),
      // Its imports that a visitor form uses too are in core.
      includeDependenciesRecursively: false,
    },
    {
      name: 'account-forms',
      priority: 1,
      test: (id) => isAccountFormCode(id) && elementsUsing(id).has(REGISTRATION_FORM),
      // Only the modules that pass the test: their imports that other elements use too stay
      // where those elements get them.
      includeDependenciesRecursively: false,
    },
    {
      name: 'sign-in',
      priority: 1,
      test: (id) => isAccountFormCode(id) && !elementsUsing(id).has(REGISTRATION_FORM),
      includeDependenciesRecursively: false,
    },
    {
      name: 'form-controls',
      priority: 0,
      test: (id) => FORM_CONTROLS.test(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
