import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortName } from '../front/site/manifest.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const admin = (path: string, body: unknown) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const manifest = async (query = '') => {
  const res = await fetch(`${t.url}/m/manifest.webmanifest${query}`);
  return { res, body: (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] } };
};

describe('web app manifest (/m/manifest.webmanifest)', () => {
  it('names the merchant, opens /m/home standalone within /m/, with an ordinary and a maskable icon', async () => {
    const { res, body } = await manifest();
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(body).toMatchObject({ id: '/m/home', name: 'MC01 Demo Casino', short_name: 'MC01 Demo', start_url: '/m/home', scope: '/m/', display: 'standalone' });
    expect(body.icons).toEqual([
      { src: '/img/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/img/app-icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ]);
    const maskable = await fetch(`${t.url}/img/app-icon-maskable.svg`);
    expect(maskable.status).toBe(200);
    expect(await maskable.text()).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
  });

  it('takes its colours and description from the merchant template, and refuses what is not a colour', async () => {
    await admin('/__admin/switches', { mobileTemplate: { app_background: '#0B3D2E', app_desc: 'Play anywhere' } });
    expect((await manifest()).body).toMatchObject({ background_color: '#0b3d2e', theme_color: '#0b3d2e', description: 'Play anywhere' });
    await admin('/__admin/switches', { mobileTemplate: { app_background: 'red;}</style><script>' } });
    expect((await manifest()).body).toMatchObject({ background_color: '#12151e', theme_color: '#12151e' });
    await admin('/__admin/reset', {});
  });

  it('answers for the main merchant when the code asked for is unknown or a trial merchant', async () => {
    for (const query of ['?merchant=MC01T', '?merchant=NOPE', '?merchant=%3Cscript%3E']) expect((await manifest(query)).body.name).toBe('MC01 Demo Casino');
    expect((await manifest('?merchant=MC01')).body.name).toBe('MC01 Demo Casino');
  });

  it('a launcher label: the name when it fits, else its first whole words that do', () => {
    expect(shortName('MC Gaming')).toBe('MC Gaming');
    expect(shortName('MC01 Demo Casino')).toBe('MC01 Demo');
    expect(shortName('Supercalifragilistic Casino')).toBe('Supercalifra');
  });
});
