/**
 * The frame page's data for its element (kit/frame-data.ts): its texts and the answers of its
 * first calls, so its form needs no round trip once its code is in.
 */
import { describe, it, expect, afterEach, mockFetch, ok } from '../tests/browser/helpers.ts';
import { answerFromPage, call } from '../core/api/request.ts';
import { endpoint } from '../core/api/endpoint.ts';
import { number, object, string } from '../core/api/schema.ts';
import { configureKit } from '../core/config.ts';
import { dataBlock } from '../core/data-block.ts';
import { FRAME_DATA_ID, type FrameData } from '../core/frame-data.ts';
import { loadTexts, t } from '../core/i18n.ts';
import { setLanguage } from '../core/stores/language.ts';
import { adoptFrameData } from './frame-data.ts';

const rules = endpoint<undefined, { name: string; level: number }>({
  name: 'testRules',
  method: 'GET',
  path: '/wps/test/rules',
  moduleId: 'TEST3',
  auth: 'none',
  response: object({ name: string, level: number }),
});
/** The same answer's shape from a call that may carry a session, and from one with parameters. */
const mine = endpoint<undefined, { name: string; level: number }>({ ...rules, name: 'testMine', auth: 'optional' });
const search = endpoint<{ q: string }, { name: string; level: number }>({ ...rules, name: 'testSearch' });

function carry(data: FrameData): void {
  const holder = document.createElement('div');
  holder.innerHTML = dataBlock(FRAME_DATA_ID, data);
  document.body.append(...holder.childNodes);
}

const data = (over: Partial<FrameData>): FrameData => ({ language: 'PT', merchant: 'MC01', parts: [], texts: {}, answers: {}, ...over });

afterEach(() => {
  answerFromPage(undefined);
  setLanguage('EN', false);
});

describe('the data the frame page carries for its element', () => {
  it('gives it its texts, and the answer of each first call once, in their language', async () => {
    configureKit({ apiBase: '', merchant: 'MC01' });
    setLanguage('PT', false);
    carry(
      data({
        parts: ['fdone'],
        texts: { EN: { 'fdone.hello': 'Hello' }, PT: { 'fdone.hello': 'Olá' } },
        answers: { testRules: { name: 'carried', level: 1 } },
      }),
    );
    const api = mockFetch({ 'GET /wps/test/rules': ok({ name: 'asked', level: 2 }) });
    adoptFrameData();
    // Read once: the page no longer holds it.
    expect(document.getElementById(FRAME_DATA_ID)).to.equal(null);

    await loadTexts(['fdone']);
    expect(t('fdone.hello')).to.equal('Olá');
    expect(await call(rules, undefined)).to.deep.equal({ name: 'carried', level: 1 });
    expect(api.calls('/wps/test/rules')).to.have.length(0);
    // Given once: the next call asks the platform.
    expect(await call(rules, undefined)).to.deep.equal({ name: 'asked', level: 2 });
    expect(api.calls('/wps/test/rules')).to.have.length(1);
  });

  it('answers nothing after a language change, nor for another merchant, and an answer that fails its check is asked for', async () => {
    configureKit({ apiBase: '', merchant: 'MC01' });
    const api = mockFetch({ 'GET /wps/test/rules': ok({ name: 'asked', level: 2 }) });

    setLanguage('PT', false);
    carry(data({ answers: { testRules: { name: 'carried', level: 1 } } }));
    adoptFrameData();
    setLanguage('EN', false);
    expect((await call(rules, undefined)).name).to.equal('asked');

    answerFromPage(undefined);
    carry(data({ merchant: 'MC02', answers: { testRules: { name: 'carried', level: 1 } } }));
    setLanguage('PT', false);
    adoptFrameData();
    expect((await call(rules, undefined)).name).to.equal('asked');

    carry(data({ answers: { testRules: { name: 'carried', level: 'high' } } }));
    adoptFrameData();
    expect((await call(rules, undefined)).name).to.equal('asked');
    expect(api.calls('/wps/test/rules')).to.have.length(3);
  });

  it('answers no call that may carry a session, and none with parameters', async () => {
    configureKit({ apiBase: '', merchant: 'MC01' });
    const api = mockFetch({ 'GET /wps/test/rules': ok({ name: 'asked', level: 2 }) });
    setLanguage('PT', false);
    carry(data({ answers: { testMine: { name: 'carried', level: 1 }, testSearch: { name: 'carried', level: 1 } } }));
    adoptFrameData();
    expect((await call(mine, undefined)).name).to.equal('asked');
    expect((await call(search, { q: 'x' })).name).to.equal('asked');
    expect(api.calls('/wps/test/rules')).to.have.length(2);
  });
});
