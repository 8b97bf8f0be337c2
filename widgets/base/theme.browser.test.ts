/**
 * Readable on a white page: <mc-register> and <mc-login> on a white document pass axe's colour
 * contrast rule with the default theme (the element brings its own background under its light
 * text) and with embed/themes/light.css (dark text on white); both parts a merchant restyles
 * (heading, input, tab-active) are there to restyle.
 */
import { afterEach, beforeEach, describe, expect, it, mount, q, mockFetch, ok } from '../../tests/browser/helpers.ts';
import { captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, configWith, resetAccountStores } from '../../tests/browser/account-platform.ts';
import '../register/index.ts';
import '../login/index.ts';

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  nodes: AxeNode[];
}
type Axe = { run(context: Node, options: unknown): Promise<{ violations: AxeResult[]; passes: AxeResult[] }> };

/** axe-core, loaded once: its UMD build sets window.axe. */
async function axe(): Promise<Axe> {
  const win = window as unknown as { axe?: Axe };
  if (!win.axe) await import('/node_modules/axe-core/axe.min.js' as string);
  return win.axe!;
}

/** Colour-contrast findings on the whole page (axe looks into open shadow roots), one line each. */
async function contrastFindings(): Promise<{ violations: string[]; checked: number }> {
  const result = await (await axe()).run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations', 'passes'] });
  const line = (n: AxeNode) => `${n.target.flat(2).join(' >>> ')}: ${n.html.slice(0, 100)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
  return {
    violations: result.violations.flatMap((v) => v.nodes.map(line)),
    checked: result.passes.reduce((sum, p) => sum + p.nodes.length, 0),
  };
}

const LIGHT_THEME = new URL('../../embed/themes/light.css', import.meta.url).href;
let theme: CSSStyleSheet | undefined;

async function useTheme(name: 'default' | 'light'): Promise<void> {
  if (name === 'light') {
    theme = new CSSStyleSheet();
    theme.replaceSync(await (await fetch(LIGHT_THEME)).text());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, theme];
  }
}

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetAccountStores();
  nav = captureNavigation();
  document.documentElement.style.background = '#ffffff';
  document.body.style.background = '#ffffff';
});
afterEach(() => {
  nav.stop();
  if (theme) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== theme);
  theme = undefined;
  document.documentElement.style.removeProperty('background');
  document.body.style.removeProperty('background');
});

for (const name of ['default', 'light'] as const) {
  describe(`on a white page, ${name} theme`, () => {
    it('<mc-register>: every text passes colour contrast, the heading included', async () => {
      await useTheme(name);
      mockFetch(await accountRoutes());
      const el = await mount('<mc-register></mc-register>', { ready: (e) => q(e, '#register-password') && q(e, '.captcha-img img') });
      const heading = q(el, '[part~="heading"]')!;
      expect(heading.textContent).to.equal('Register');
      const { violations, checked } = await contrastFindings();
      expect(violations).to.deep.equal([]);
      expect(checked).to.be.greaterThan(5);
      expect(getComputedStyle(heading).color).to.equal(name === 'light' ? 'rgb(26, 29, 38)' : 'rgb(244, 245, 248)');
    });

    it('<mc-login> with its method tabs: every text passes colour contrast', async () => {
      await useTheme(name);
      mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ mobileLogin: true })) }));
      const el = await mount('<mc-login></mc-login>', { ready: (e) => q(e, '#login-username') && q(e, '[part~="tab-active"]') });
      expect(q(el, '[part~="input"]')).to.not.equal(null);
      if (name === 'light') expect(getComputedStyle(q(el, '.mc-root')!).backgroundColor).to.equal('rgb(255, 255, 255)');
      const { violations, checked } = await contrastFindings();
      expect(violations).to.deep.equal([]);
      expect(checked).to.be.greaterThan(5);
    });
  });
}
