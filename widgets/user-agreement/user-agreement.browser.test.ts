import { describe, it, expect, afterEach, mount, q, shadowQueryAll, waitFor, click, textOf } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

describe('<mc-user-agreement>', () => {
  it('shows the contents and eight sections, with the age limit and the site name filled in', async () => {
    const el = await mount('<mc-user-agreement></mc-user-agreement>', { ready: (e) => q(e, '.section') });
    expect(shadowQueryAll(el, '.contents button')).to.have.length(8);
    expect(shadowQueryAll(el, '.section h3').map(textOf)[0]).to.equal('1. Acceptance');
    expect(textOf(q(el, '#agreement-2 p'))).to.contain('at least 18 years old');
    expect(textOf(q(el, '.intro p'))).to.contain('MC Gaming');
    expect(textOf(el.shadowRoot!)).to.not.contain('{{');
  });

  it('a contents entry moves focus to its section; customer service is one tap away', async () => {
    const el = await mount('<mc-user-agreement></mc-user-agreement>', { ready: (e) => q(e, '.section') });
    click(shadowQueryAll(el, '.contents button')[5]!);
    expect(el.shadowRoot!.activeElement).to.equal(q(el, '#agreement-6'));
    click(q(el, '.questions .link')!);
    expect(nav.paths).to.deep.equal(['/m/service']);
  });

  it('section opens at the given section', async () => {
    const el = await mount('<mc-user-agreement section="4"></mc-user-agreement>', { ready: (e) => q(e, '.section') });
    await waitFor(() => el.shadowRoot!.activeElement === q(el, '#agreement-4'));
  });

  it('is complete in PT and TY', async () => {
    const el = await mount('<mc-user-agreement></mc-user-agreement>', { ready: (e) => q(e, '.section') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.intro h2')) === 'Termos de uso');
    expect(textOf(q(el, '#agreement-2 p'))).to.contain('pelo menos 18 anos');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '.intro h2')) === 'Kasunduan ng user');
    expect(textOf(el.shadowRoot!)).to.not.contain('agreement.');
  });
});
