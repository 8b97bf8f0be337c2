import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, assetUrl, configureKit } from './config.ts';

afterEach(() => configureKit({ apiBase: '' }));

describe('kit configuration', () => {
  it('builds API URLs against the configured platform', () => {
    configureKit({ apiBase: 'https://api.example.test/' });
    expect(apiUrl('/wps/system/init')).toBe('https://api.example.test/wps/system/init');
    expect(apiUrl('/wps/x', new URLSearchParams({ a: '1' }))).toBe('https://api.example.test/wps/x?a=1');
  });
  it('points root-relative images at the platform, and leaves absolute ones alone', () => {
    configureKit({ apiBase: 'https://api.example.test' });
    expect(assetUrl('/img/logo.svg')).toBe('https://api.example.test/img/logo.svg');
    expect(assetUrl('https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
    expect(assetUrl('//cdn.example.test/a.png')).toBe('//cdn.example.test/a.png');
    // Through the kit's URL allow-list (core/url.ts): only http(s) and relative URLs.
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('data:image/png;base64,AAAA', 'link')).toBe('');
    expect(assetUrl('data:text/html,<script>alert(1)</script>')).toBe('');
    expect(assetUrl('javascript:alert(1)')).toBe('');
    configureKit({ apiBase: '' });
    expect(assetUrl('/img/logo.svg')).toBe('/img/logo.svg');
  });
});
