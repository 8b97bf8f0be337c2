/**
 * Every library the widgets use resolves and runs in the element-test page, and JSON loads as a
 * module the way core/i18n.ts loads locales (a dynamic import with a template literal).
 */
import i18next from 'i18next';
import { LitElement, html, render } from 'lit';
import DOMPurify from 'dompurify';
import Swiper from 'swiper';
import { map } from 'nanostores';
import { describe, it, expect } from '../helpers.ts';

describe('smoke: library imports', () => {
  it('i18next translates', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: { hi: 'Hello {{name}}' } } } });
    expect(i18n.t('hi', { name: 'Ann' })).to.equal('Hello Ann');
  });

  it('lit renders', () => {
    const host = document.createElement('div');
    render(html`<b>${'lit'}</b>`, host);
    expect(host.querySelector('b')?.textContent).to.equal('lit');
    expect(LitElement).to.be.a('function');
  });

  it('dompurify sanitises', () => {
    expect(DOMPurify.sanitize('<img src=x onerror=alert(1)><b>ok</b>')).to.equal('<img src="x"><b>ok</b>');
  });

  it('swiper and nanostores load', () => {
    expect(Swiper).to.be.a('function');
    const $m = map({ a: 1 });
    $m.setKey('a', 2);
    expect($m.get().a).to.equal(2);
  });

  it('imports JSON statically-named and through a template literal', async () => {
    const name = 'fixture';
    const mod = (await import(`./${name}.json`)) as { default: { greeting: string } };
    expect(mod.default.greeting).to.equal('hello');
  });
});
