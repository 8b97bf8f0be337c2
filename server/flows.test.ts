import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as SI from '../core/api/signIn.ts';
import * as R from '../core/api/registration.ts';
import * as M from '../core/api/member.ts';
import * as AG from '../core/api/agent.ts';
import * as G from '../core/api/games.ts';
import * as W from '../core/api/wallet.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const peek = async (path: string) => (await t.client.getJson(path)).body.value;
async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const c = await t.client.ok(R.captcha);
  return { captchaId: c.id, captcha: (await peek(`/__test/captcha?id=${c.id}`)).text };
}
const base = { registerUrl: 'localhost', registerMethod: 'H5' as const, type: 0 as const };

describe('registration', () => {
  it('registers by user name with a captcha and an affiliate code, and returns a session', async () => {
    expect(await t.client.ok(R.checkAffiliate, { code: 'AFF001' })).toBe(true);
    expect(await t.client.ok(R.checkAffiliate, { code: 'NOPE99' })).toBe(false);
    const v = await t.client.ok(R.register, {
      ...base,
      username: 'Alice2024',
      password: 'alice123',
      confirmPassword: 'alice123',
      affiliateCode: 'aff001',
      email: 'alice@example.com',
      ...(await captcha()),
    });
    expect(v).toMatchObject({ userName: 'Alice2024', customerType: 0, firstTimeLogin: false });
    expect((await t.client.ok(M.memberInfo, undefined, { token: v.token })).account).toBe('Alice2024');
    const agent = await t.client.login('agent', 'agent1234');
    const subs = await t.client.ok(AG.subordinates, { pageNo: 1, pageSize: 5, account: 'alice' }, { token: agent });
    expect(subs.list.map((s) => s.account)).toEqual(['Alice2024']);
    expect((await t.client.send(SI.login, { username: 'alice2024', password: 'alice123', type: 'username' })).body.success).toBe(true);
  });

  it('refuses bad input with the field that failed', async () => {
    const send = async (p: Partial<R.RegisterPayload>) =>
      (await t.client.send(R.register, { ...base, password: 'abc12345', confirmPassword: 'abc12345', ...(await captcha()), ...p } as R.RegisterPayload)).body;
    expect(await send({ username: 'demo' })).toMatchObject({ errorCode: 'register.username_exists', message: 'username already exists' });
    expect(await send({ username: '1abc' })).toMatchObject({ errorCode: 'register.field_invalid', value: { field: 'username' } });
    expect(await send({ username: 'goodname', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toMatchObject({
      errorCode: 'register.field_invalid',
      value: { field: 'password' },
    });
    expect(await send({ username: 'goodname', confirmPassword: 'abc12346' })).toMatchObject({ errorCode: 'register.password_mismatch' });
    expect(await send({ username: 'goodname', affiliateCode: 'NOPE99' })).toMatchObject({
      errorCode: 'register.affiliate_invalid',
      message: 'Invalid invitation code',
    });
    expect(await send({ username: 'goodname', email: 'not-an-email' })).toMatchObject({ value: { field: 'email' } });
    expect(await send({ username: 'goodname', captcha: 'x' })).toMatchObject({ errorCode: 'captcha.invalid' });
    expect(await send({})).toMatchObject({ errorCode: 'register.field_required' });
  });

  it('registers by mobile number with an SMS code', async () => {
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9175550001', purpose: 'register', countryDialingCode: '+63' });
    const again = await t.client.send(SI.sendSmsCode, { mobileNum: '9175550001', purpose: 'register' });
    expect(again.body.errorCode).toBe('sms.too_frequent');
    const { code } = await peek('/__test/sms?mobileNum=9175550001');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.client.send(R.register, {
      ...base,
      mobileNum: '9175550001',
      verificationCode: code === '000000' ? '111111' : '000000',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...(await captcha()),
    });
    expect(wrong.body.errorCode).toBe('verification.invalid');
    const v = await t.client.ok(R.register, {
      ...base,
      mobileNum: '9175550001',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...(await captcha()),
    });
    expect(v.userName).toBe('m9175550001');
    expect((await t.client.send(SI.login, { username: '9175550001', password: 'abc12345', type: 'username' })).body.success).toBe(true);
    expect((await t.client.send(SI.sendSmsCode, { mobileNum: '9175550001', purpose: 'register' })).body.errorCode).toBe('register.mobile_exists');
  });

  it('honours switched-off methods and captcha', async () => {
    await t.client.admin('/__admin/switches', { registration: { usernameRegistration: false, captcha: false } });
    try {
      const r = await t.client.send(R.register, { ...base, username: 'nobodyhere', password: 'abc12345', confirmPassword: 'abc12345' });
      expect(r.body.errorCode).toBe('register.method_disabled');
      await t.client.admin('/__admin/switches', { registration: { usernameRegistration: true } });
      expect((await t.client.send(R.register, { ...base, username: 'nocaptcha1', password: 'abc12345', confirmPassword: 'abc12345' })).body.success).toBe(true);
    } finally {
      await t.client.admin('/__admin/reset');
    }
  });
});

describe('passwords', () => {
  it('changes a password; the new one must differ from the old', async () => {
    const token = await t.client.login('member01', 'member1234');
    const same = await t.client.send(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member1234', confirmNewPassword: 'member1234' }, { token });
    expect(same.body).toMatchObject({ success: false, errorCode: 'modify.new.old.same' });
    const wrongOld = await t.client.send(
      SI.changePassword,
      { oldPassword: 'nope1234', newPassword: 'member5678', confirmNewPassword: 'member5678' },
      { token },
    );
    expect(wrongOld.body.errorCode).toBe('password.old_incorrect');
    const weak = await t.client.send(SI.changePassword, { oldPassword: 'member1234', newPassword: 'short', confirmNewPassword: 'short' }, { token });
    expect(weak.body.errorCode).toBe('password.invalid');
    expect(
      (await t.client.send(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member5678', confirmNewPassword: 'member5678' }, { token })).body
        .success,
    ).toBe(true);
    expect((await t.client.send(SI.login, { username: 'member01', password: 'member1234', type: 'username' })).body.errorCode).toBe('login.failed');
    expect((await t.client.send(SI.login, { username: 'member01', password: 'member5678', type: 'username' })).body.success).toBe(true);
  });

  it('sets a password by phone with an SMS code, then logs in with the mobile number', async () => {
    t.platform.db.prepare("UPDATE users SET mobile = '9176660006' WHERE account = 'member06'").run();
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9176660006', purpose: 'reset' });
    const { code } = await peek('/__test/sms?mobileNum=9176660006');
    const same = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9176660006', newPassword: 'member1234', verificationCode: code });
    expect(same.body.errorCode).toBe('modify.new.old.same');
    const bad = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9176660006', newPassword: 'member5678', verificationCode: '12' });
    expect(bad.body.errorCode).toBe('verification.invalid');
    expect((await t.client.send(SI.setPasswordByPhone, { mobileNum: '9176660006', newPassword: 'member5678', verificationCode: code })).body.success).toBe(
      true,
    );
    expect((await t.client.send(SI.login, { username: '9176660006', password: 'member5678', type: 'username' })).body.value).toMatchObject({
      userName: 'member06',
    });
    // An unknown number gets the same answer as a known one, no code is sent to it, and nothing opens it.
    const unknown = await t.client.send(SI.sendSmsCode, { mobileNum: '9000000000', purpose: 'reset' });
    t.platform.db.prepare("UPDATE users SET mobile = '9176660007' WHERE account = 'member07'").run();
    const known = await t.client.send(SI.sendSmsCode, { mobileNum: '9176660007', purpose: 'reset' });
    expect(unknown.body.success).toBe(true);
    expect(unknown.body).toEqual(known.body);
    expect((await peek('/__test/sms?mobileNum=9000000000')).code).toBe('');
    const reset = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9000000000', newPassword: 'member5678', verificationCode: '123456' });
    expect(reset.body.success).toBe(false);
  });

  it('mails a single-use link, not a password: the password changes only once the link is followed', async () => {
    expect((await t.client.send(SI.forgetPasswordByEmail, { username: 'demo', email: 'DEMO@example.com' })).body.success).toBe(true);
    const mail = await peek('/__test/mail?username=demo');
    expect(mail.body).not.toMatch(/temporary password/i);
    // Nothing changed yet: the old password still signs in.
    expect((await t.client.ok(SI.login, { username: 'demo', password: 'demo1234', type: 'username' })).passwordExpired).toBe(false);
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
    await t.client.ok(SI.resetPasswordByLink, { token, newPassword: 'demo5678', confirmNewPassword: 'demo5678' });
    expect((await t.client.send(SI.login, { username: 'demo', password: 'demo1234', type: 'username' })).body.errorCode).toBe('login.failed');
    const v = await t.client.ok(SI.login, { username: 'demo', password: 'demo5678', type: 'username' });
    await t.client.ok(SI.changePassword, { oldPassword: 'demo5678', newPassword: 'demo1234', confirmNewPassword: 'demo1234' }, { token: v.token });
  });
});

describe('games', () => {
  const list = (q: Partial<G.GameListQuery>) =>
    t.client.ok(G.gameList, { merchant: 'MC01', platform: 'html5', clientType: 2, gameType: 'RNG', pageNo: 1, pageSize: 100, language: 'EN', ...q });

  it('filters by classification, vendor, new, minimum bet and name, and pages', async () => {
    const all = await list({});
    expect(all.totalPages).toBeGreaterThan(3);
    const page = await list({ pageSize: 26 });
    expect(page.games).toHaveLength(26);
    const beyond = await list({ pageSize: 26, pageNo: 99 });
    expect(beyond.games).toEqual([]);
    expect((await list({ gameClassify: 'NEW' })).games.every((g) => g.isNew)).toBe(true);
    expect((await list({ isNew: true })).games.every((g) => g.isNew)).toBe(true);
    const hot = (await list({ gameClassify: 'HOT' })).games;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isHot && g.gameType === 'RNG')).toBe(true);
    expect((await list({ gameClassify: 'SLOT' })).games.every((g) => g.gameClassify.includes('SLOT'))).toBe(true);
    expect((await list({ vassalage: 'PG' })).games.every((g) => g.vassalage === 'PG')).toBe(true);
    const cheap = (await list({ minBet: 0.01 })).games;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((g) => g.minBet <= 0.01)).toBe(true);
    const upper = await list({ gameName: 'DRAGON' });
    const lower = await list({ gameName: 'dragon' });
    expect(upper.games.length).toBeGreaterThan(0);
    expect(upper.games.map((g) => g.nodeId)).toEqual(lower.games.map((g) => g.nodeId));
    expect(upper.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const live = await list({ gameType: 'LIVE' });
    expect(live.games.every((g) => ['free', 'VIP', 'paid'].includes(g.roomType!))).toBe(true);
  });

  it('describes vendors and classifications per game type, and categories', async () => {
    const types = await t.client.ok(G.vendorGameTypes, { typeId: 1, merchantCode: 'MC01' });
    expect(types.RNG!.vendors.map((v) => v.vassalage)).toContain('PG');
    expect(types.RNG!.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['SLOT', 'TABLE', 'ARCADE', 'CRASH']));
    expect(types.ESPORTS!.vendors.map((v) => v.vassalage)).toEqual(['TF']);
    expect(types.COCKFIGHT!.vendors.map((v) => v.vassalage)).toEqual(['DS88']);
    const cats = await t.client.ok(G.gameCategories);
    expect(cats.map((c) => c.gameCategory)).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']);
    expect(cats.every((c) => c.vendorNames.length > 0 && c.vendorNames.every((v) => v.accountTypeName))).toBe(true);
  });

  it('keeps favourites and recents per player', async () => {
    const token = await t.client.login('member02', 'member1234');
    expect(await t.client.ok(G.favouriteIds, undefined, { token })).toEqual([]);
    await t.client.ok(G.addFavourite, { nodeId: '100010', vendor: 'JL' }, { token });
    await t.client.ok(G.addFavourite, { nodeId: '100010', vendor: 'JL' }, { token });
    expect(await t.client.ok(G.favouriteIds, undefined, { token })).toEqual(['100010']);
    expect((await t.client.ok(G.favouriteList, { pageNo: 1, pageSize: 26, language: 'EN' }, { token })).content.map((g) => g.nodeId)).toEqual(['100010']);
    expect((await t.client.send(G.addFavourite, { nodeId: '100010', vendor: 'PG' }, { token })).body.errorCode).toBe('game.unknown');
    await t.client.ok(G.removeFavourite, { nodeId: '100010', vendor: 'JL' }, { token });
    expect(await t.client.ok(G.favouriteIds, undefined, { token })).toEqual([]);
    await t.client.ok(G.launchGame, { vendor: 'JL', nodeId: '100003', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' }, { token });
    expect((await t.client.ok(G.recentList, { pageNo: 1, pageSize: 25, language: 'EN' }, { token })).list[0]!.nodeId).toBe('100003');
  });

  it('refuses free play of games without it', async () => {
    const token = await t.client.login('member02', 'member1234');
    const live = (await list({ gameType: 'LIVE', pageSize: 1 })).games[0]!;
    const r = await t.client.send(
      G.launchGame,
      { vendor: live.vassalage, nodeId: live.nodeId, platform: 'html5', clientType: 2, accountType: 0, language: 'EN' },
      { token },
    );
    expect(r.body.errorCode).toBe('game.free_play_unsupported');
  });

  it('draws lottery results that stay the same for the same issue', async () => {
    const a = await t.client.ok(G.lotteryOpened, { gameCode: 'SEA_KENO1' });
    const b = await t.client.ok(G.lotteryOpened, { gameCode: 'SEA_KENO1' });
    expect(a).toHaveLength(10);
    expect(a[0]).toEqual(b[0]);
    expect(a[0]!.numbers).toHaveLength(20);
  });

  it('cancels a pending lottery sub-order once and refunds it', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    await t.client.ok(G.cancelSubOrder, { orderId: 'LO1003', subOrderId: 'LO1003-2' }, { token });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before + 5, 2);
    expect((await t.client.send(G.cancelSubOrder, { orderId: 'LO1003', subOrderId: 'LO1003-2' }, { token })).body.errorCode).toBe('order.not_cancellable');
    expect((await t.client.send(G.lotteryOrderDetail, { orderId: 'LO1003' }, { token: await t.client.login('plain', 'plain1234') })).body.errorCode).toBe(
      'order.unknown',
    );
  });
});

describe('money', () => {
  it('withdraws with the funds password and records it as pending', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!;
    expect(card.cardNo).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    expect((await t.client.send(W.withdraw, { bankCardId: card.id, amount: 150, fundsPassword: '000000' }, { token })).body.errorCode).toBe(
      'funds_password.incorrect',
    );
    expect((await t.client.send(W.withdraw, { bankCardId: card.id, amount: 50, fundsPassword: '123456' }, { token })).body.errorCode).toBe('withdraw.amount');
    const w = await t.client.ok(W.withdraw, { bankCardId: card.id, amount: 150, fundsPassword: '123456' }, { token });
    expect(w.status).toBe('pending');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before - 150, 2);
    const report = await t.client.ok(W.withdrawReport, { startDate: '2000-01-01', endDate: '2999-12-31', pageNo: 1, pageSize: 5 }, { token });
    expect(report.list[0]).toMatchObject({ id: w.id, amount: 150, status: 'pending' });
    const broke = await t.client.login('plain', 'plain1234');
    expect((await t.client.send(W.withdraw, { bankCardId: card.id, amount: 150, fundsPassword: '123456' }, { token: broke })).body.errorCode).toBe(
      'funds_password.unset',
    );
  });

  it('completes a gateway deposit on the simulated payment page', async () => {
    const token = await t.client.login('member03', 'member1234');
    const d = await t.client.ok(W.deposit, { methodId: 'DM02', amount: 300, promotionId: 'PR02' }, { token });
    expect(d.payUrl).toMatch(/^\/pay\//);
    const page = await fetch(t.url + d.payUrl);
    expect(await page.text()).toContain('Pay now');
    const done = await fetch(t.url + d.payUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect(await done.text()).toContain('Payment complete');
    const bal = await t.client.ok(W.balance, undefined, { token });
    expect(bal.sumBalance).toBeCloseTo(900 + 300 + 30, 2); // seeded 900, deposit 300, 10% reload bonus
    const again = await fetch(t.url + d.payUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect(await again.text()).toContain('closed');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(bal.sumBalance, 2);
  });

  it('moves money between wallets and refuses overdrafts', async () => {
    const token = await t.client.login('member04', 'member1234');
    const after = await t.client.ok(W.transfer, { from: 'Main', to: 'Sports', amount: 100 }, { token });
    expect(after.accounts.find((a) => a.name === 'Sports')!.balance).toBe(100);
    expect(after.sumBalance).toBe(1600);
    expect((await t.client.send(W.transfer, { from: 'Sports', to: 'Main', amount: 100.5 }, { token })).body.errorCode).toBe('balance.insufficient');
  });
});

describe('agents', () => {
  it('answers a contract offer once', async () => {
    const token = await t.client.login('agent', 'agent1234');
    await t.client.ok(AG.processDailySalary, { id: 'CT1001', accept: true }, { token });
    expect((await t.client.ok(AG.contractRequests, undefined, { token })).dailysalreqtype).toBe(false);
    expect(await t.client.ok(AG.dailySalaryRequest, undefined, { token })).toBeNull();
    expect((await t.client.send(AG.processDailySalary, { id: 'CT1001', accept: false }, { token })).body.errorCode).toBe('contract.processed');
  });

  it('registers a downline who must change the password at first login', async () => {
    const token = await t.client.login('subagent2', 'member1234');
    expect(await t.client.ok(AG.checkUsername, { username: 'kid001' }, { token })).toBe(true);
    expect((await t.client.send(AG.registerDownline, { username: 'kid001', password: 'kid12345', type: 0, rebate: 9 }, { token })).body.errorCode).toBe(
      'rebate.too_high',
    );
    await t.client.ok(AG.registerDownline, { username: 'kid001', password: 'kid12345', type: 0, rebate: 1 }, { token });
    expect(await t.client.ok(AG.checkUsername, { username: 'kid001' }, { token })).toBe(false);
    expect((await t.client.ok(SI.login, { username: 'kid001', password: 'kid12345', type: 'username' })).firstTimeLogin).toBe(true);
  });

  it('creates free-trial accounts on demand', async () => {
    const name = await t.client.ok(SI.createTrialAccount);
    expect(name).toMatch(/^trial[0-9a-f]{8}$/);
    const v = await t.client.ok(SI.freePlayLogin, { username: name });
    expect(v).toMatchObject({ userName: name, customerType: 4 });
    expect((await t.client.ok(W.balance, undefined, { token: v.token })).sumBalance).toBe(2000);
    expect((await t.client.send(SI.freePlayLogin, { username: 'demo' })).body.errorCode).toBe('USER_NOT_EXIST');
  });
});
