/**
 * Profile fields (which may change and when), head icons (chosen and uploaded, served back) and
 * identity verification (pictures checked and stored, decided through /__admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as M from '../core/api/member.ts';
import * as P from '../core/api/profile.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';
import { ageOn } from './api/profile.ts';

afterAll(() => cleanupTempDirs());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e50000000049454e44ae426082',
  'hex',
);
const png = `data:image/png;base64,${PNG.toString('base64')}`;
const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;

describe('profile, head icon, identity verification', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    t = await startPlatform();
    token = await t.client.login('plain', 'plain1234');
  });
  afterAll(() => t.close());

  const admin = async (path: string, body?: unknown) => {
    const res = await fetch(
      t.url + path,
      body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    return { status: res.status, body: (await res.json()) as { success: boolean; value: any; errorCode?: string } };
  };

  it('says which fields may change; payee name and birthday only once', async () => {
    const before = await t.client.ok(P.profile, undefined, { token });
    expect(Object.keys(before)).toEqual([...P.PROFILE_FIELDS]);
    expect(before.payeeName.editable).toBe(true);
    const after = await t.client.ok(
      P.saveProfile,
      { payeeName: 'Plain Player', birthday: '1990-05-04', address: 'Main St 1', nationality: 'PH', password: 'plain1234' },
      { token },
    );
    expect(after.payeeName).toEqual({ value: 'Plain Player', editable: false, lockedReason: 'profile.locked.once' });
    expect(after.birthday.editable).toBe(false);
    expect(after.address).toEqual({ value: 'Main St 1', editable: true });
    const locked = await t.client.send(P.saveProfile, { payeeName: 'Someone Else' }, { token });
    expect(locked.body.errorCode).toBe('profile.locked');
    // Sending an unchanged locked value is fine (a form sends what it shows).
    expect((await t.client.send(P.saveProfile, { payeeName: 'Plain Player', occupation: 'Chef' }, { token })).body.success).toBe(true);
  });

  it('checks values: dates, age, countries, markup', async () => {
    const other = await t.client.login('agent', 'agent1234');
    const bad = async (params: Partial<Record<P.ProfileField, string>>) => (await t.client.send(P.saveProfile, params, { token: other })).body.errorCode;
    expect(await bad({ birthday: '1990-02-30' })).toBe('profile.birthday.invalid');
    expect(await bad({ birthday: `${new Date().getUTCFullYear() - 10}-01-01` })).toBe('profile.birthday.age');
    expect(await bad({ nationality: 'XX' })).toBe('profile.nationality.invalid');
    expect(await bad({ occupation: '<b>boss</b>' })).toBe('profile.text.invalid');
    expect(ageOn('2000-06-15', Date.UTC(2018, 5, 14))).toBe(17);
    expect(ageOn('2000-06-15', Date.UTC(2018, 5, 15))).toBe(18);
  });

  it('stores an uploaded head icon and serves it back; refuses what is not png or jpg', async () => {
    const { headIcon } = await t.client.ok(P.uploadHeadIcon, { image: png }, { token });
    expect(headIcon).toMatch(/^\/img\/avatar\/u\/[0-9a-f]{24}$/);
    expect((await t.client.ok(M.memberInfo, undefined, { token })).headIcon).toBe(headIcon);
    const res = await fetch(t.url + headIcon);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.client.send(P.uploadHeadIcon, { image: gifAsPng }, { token })).body.errorCode).toBe('upload.invalid');
    // Choosing a platform icon again replaces the upload.
    await t.client.ok(M.setHeadIcon, { icon: '/img/avatar/4.svg' }, { token });
    expect((await t.client.ok(M.memberInfo, undefined, { token })).headIcon).toBe('/img/avatar/4.svg');
  });

  it('takes the three pictures, is pending, and the operator approves or rejects', async () => {
    expect((await t.client.ok(P.verification, undefined, { token })).status).toBe('none');
    expect((await t.client.send(P.submitVerification, { front: png, back: png, selfie: '' }, { token })).body.errorCode).toBe('upload.missing');
    const sent = await t.client.ok(P.submitVerification, { front: png, back: png, selfie: png }, { token });
    expect(sent.status).toBe('pending');
    expect((await t.client.send(P.submitVerification, { front: png, back: png, selfie: png }, { token })).body.errorCode).toBe('verification.pending');
    expect((await t.client.ok(M.memberInfo, undefined, { token })).verification).toBe('pending');

    const list = await admin('/__admin/verifications?status=pending&account=plain');
    expect(list.body.value).toHaveLength(1);
    const id = list.body.value[0].id as string;
    expect(list.body.value[0].images.map((i: { kind: string }) => i.kind).sort()).toEqual(['back', 'front', 'selfie']);
    const image = await fetch(`${t.url}/__admin/verifications/${id}/images/selfie`);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await admin(`/__admin/verifications/${id}/reject`, { reason: 'Picture is blurred' })).body.value).toEqual({ id, status: 'rejected' });
    expect(await t.client.ok(P.verification, undefined, { token })).toMatchObject({ status: 'rejected', reason: 'Picture is blurred' });
    expect((await admin(`/__admin/verifications/${id}/approve`, {})).status).toBe(409);

    await t.client.ok(P.submitVerification, { front: png, back: png, selfie: png }, { token });
    const next = (await admin('/__admin/verifications?status=pending&account=plain')).body.value[0].id as string;
    expect((await admin(`/__admin/verifications/${next}/approve`, {})).body.value.status).toBe('verified');
    expect((await t.client.ok(P.verification, undefined, { token })).status).toBe('verified');
    expect((await t.client.ok(M.memberInfo, undefined, { token })).verification).toBe('verified');
    // The ID's fields are locked now.
    expect((await t.client.ok(P.profile, undefined, { token })).nationality.lockedReason).toBe('profile.locked.verified');
    expect((await admin('/__admin/verifications/999999/approve', {})).status).toBe(404);
  });
});
