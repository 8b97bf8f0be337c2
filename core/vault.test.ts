import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin, scrubRememberedLogin } from './vault.ts';
import { readText, removeKey, writeText } from './storage.ts';

const LOGIN = { type: 'username' as const, username: 'demo', countryDialingCode: '+63' };

beforeEach(() => {
  removeKey('local', 'remPass');
});

describe('the remembered login (§3 remPass, without a password)', () => {
  it('keeps the method, the user name and the dialing code, and reads them back', async () => {
    saveRememberedLogin(LOGIN);
    expect(JSON.parse(readText('local', 'remPass')!)).toEqual(LOGIN);
    expect(await readRememberedLogin()).toEqual(LOGIN);
  });

  it('never writes a password, even one handed to it', async () => {
    saveRememberedLogin({ ...LOGIN, password: 'demo1234' } as typeof LOGIN);
    expect(readText('local', 'remPass')).not.toContain('demo1234');
    expect(await readRememberedLogin()).toEqual(LOGIN);
  });

  it('on start, removes the password from the spec’s entry and keeps the rest', async () => {
    // The traced site's entry: a double-Base64 password beside the name.
    writeText('local', 'remPass', JSON.stringify({ type: 'username', username: 'demo', password: 'WkdWdGJ6RXlNelE9', countryDialingCode: '+63' }));
    await scrubRememberedLogin();
    expect(JSON.parse(readText('local', 'remPass')!)).toEqual(LOGIN);
    writeText('local', 'remPass', JSON.stringify({ type: 'sms', username: '9171234567', password: '864209', countryDialingCode: '+63' }));
    expect(await readRememberedLogin()).toEqual({ type: 'sms', username: '9171234567', countryDialingCode: '+63' });
    expect(readText('local', 'remPass')).not.toContain('864209');
  });

  it.each([
    ['not JSON', '{"type":'],
    ['no user name', JSON.stringify({ type: 'username', username: ' ', countryDialingCode: '' })],
    ['an unknown method', JSON.stringify({ type: 'firebase', username: 'demo', countryDialingCode: '' })],
    ['an encrypted entry whose key is gone', JSON.stringify({ v: 1, iv: 'AAAAAAAAAAAAAAAA', data: 'Zm9v' })],
  ])('reads %s as absent and removes it', async (_, text) => {
    writeText('local', 'remPass', text);
    expect(await readRememberedLogin()).toBeNull();
    expect(readText('local', 'remPass')).toBeUndefined();
  });

  it('forgets on request', async () => {
    saveRememberedLogin(LOGIN);
    forgetRememberedLogin();
    expect(await readRememberedLogin()).toBeNull();
  });
});
