import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  typeInto,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { PROMOTIONS, application, jpegBytes, moneyRoutes, pickFiles, pngBytes, promotion, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { balance, keptBehindLogin, signInAgain, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { promotionStore, $unclaimedCount } from '../../core/stores/promotions.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const MB = 1024 * 1024;
const file = (name: string, bytes: BlobPart, type: string) => new File([bytes], name, { type });
const problems = (el: Element) => shadowQueryAll(el, '.problems li').map(textOf);
const thumbs = (el: Element) => shadowQueryAll<HTMLImageElement>(el, '.thumb img');
const input = (el: Element) => q<HTMLInputElement>(el, 'input[type="file"]');
const mountInfo = (id: string, ready: (e: HTMLElement) => unknown) => mount(`<mc-activity-info promotion-id="${id}"></mc-activity-info>`, { ready });

describe('<mc-activity-info>', () => {
  it('shows the promotion with its state and dates, and its description sanitised; links navigate in the app', async () => {
    signInAs(0);
    const list = PROMOTIONS.map((p) =>
      p.id === 'PR09'
        ? {
            ...p,
            content: '<p onclick="alert(1)">Five bets <a href="/m/rewardCenter">rewards</a><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
          }
        : p,
    );
    mockFetch(await moneyRoutes({ 'GET /wps/promotion/list': ok(list) }));
    const el = await mountInfo('PR09', (e) => q(e, '[part="apply"]'));
    expect(textOf(q(el, '#promo-title'))).to.equal('Promotion PR09');
    expect(textOf(q(el, '[part="state"]'))).to.equal('Open');
    expect(textOf(q(el, '.promo-dates'))).to.match(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    const content = q(el, '.promo-content')!;
    expect(content.innerHTML).not.to.contain('script');
    expect(content.innerHTML).not.to.contain('onclick');
    expect(content.innerHTML).not.to.contain('onerror');
    click(content.querySelector('a')!);
    expect(nav.paths).to.deep.equal(['/m/rewardCenter']);
  });

  it('refuses files of other types, over 5 MB or beyond 3 on the device, saying which and why, before any upload', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes());
    const el = await mountInfo('PR09', (e) => q(e, '[part="apply"]'));
    expect(input(el)!.accept).to.equal('.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(textOf(q(el, '#promo-images-rules'))).to.equal('Up to 3 PNG or JPG images, 5 MB each');

    pickFiles(input(el)!, [file('cat.gif', new TextEncoder().encode('GIF89a....'), 'image/gif'), file('huge.png', pngBytes(5 * MB + 1), 'image/png')]);
    await waitFor(() => problems(el).length === 2);
    expect(problems(el)).to.deep.equal(['cat.gif was not added: only PNG or JPG images are accepted', 'huge.png was not added: an image can be at most 5 MB']);
    expect(q(el, '.problems')!.getAttribute('role')).to.equal('alert');
    expect(thumbs(el)).to.have.length(0);

    // A GIF renamed to .png is caught by its bytes.
    pickFiles(input(el)!, [file('sneaky.png', new TextEncoder().encode('GIF89a....'), 'image/png')]);
    await waitFor(() => problems(el)[0] === 'sneaky.png was not added: only PNG or JPG images are accepted');

    pickFiles(input(el)!, [
      file('a.png', pngBytes(), 'image/png'),
      file('b.jpg', jpegBytes(), 'image/jpeg'),
      file('max.png', pngBytes(5 * MB), 'image/png'),
      file('d.png', pngBytes(), 'image/png'),
    ]);
    await waitFor(() => thumbs(el).length === 3);
    expect(problems(el)).to.deep.equal(['d.png was not added: at most 3 images']);
    expect(thumbs(el).map((i) => i.alt)).to.deep.equal(['a.png', 'b.jpg', 'max.png']);
    expect(input(el)).to.equal(null); // full: no more picking
    expect(textOf(q(el, '.count'))).to.equal('3 of 3 images');
    expect(api.calls('/wps/promotion/apply')).to.have.length(0);

    click(q(el, '.thumb-remove[aria-label="Remove b.jpg"]')!);
    await waitFor(() => thumbs(el).length === 2 && input(el));
  });

  it('applies with the comment and the images as data URLs; the list and the badge are asked again', async () => {
    signInAs(0);
    let applied = false;
    const api = mockFetch(
      await moneyRoutes({
        'POST /wps/promotion/apply': () => {
          applied = true;
          return ok({ state: 'applying' });
        },
        'GET /wps/promotion/list': () => ok(PROMOTIONS.map((p) => (p.id === 'PR09' && applied ? { ...p, state: 'applying' } : p))),
        'GET /wps/promotion/application': (c) =>
          ok(
            application(c.query.get('promotionId') ?? '', applied ? { state: 'applying', comment: 'Done my five bets', images: 1, appliedAt: Date.now() } : {}),
          ),
      }),
    );
    const el = await mountInfo('PR09', (e) => q(e, '[part="apply"]'));
    const events = recordEvents<CustomEvent>(el, 'mc-promotion');
    const comment = q<HTMLTextAreaElement>(el, '#promo-comment')!;
    expect(comment.maxLength).to.equal(140);
    typeInto(comment, 'x'.repeat(150));
    await waitFor(() => comment.value.length === 140);
    expect(textOf(q(el, '#promo-comment-count'))).to.equal('140/140');
    typeInto(comment, 'Done my five bets');
    pickFiles(input(el)!, [file('proof.png', pngBytes(), 'image/png')]);
    await waitFor(() => thumbs(el).length === 1);
    const available = api.calls('/wps/promotion/available').length;
    click(q(el, '[part="apply"] button[type="submit"]')!);
    await waitFor(() => textOf(q(el, '#promo-applying')) === 'Your application is under review');
    const sent = api.last('POST /wps/promotion/apply')!.json as { promotionId: string; comment: string; images: string[] };
    expect(sent.promotionId).to.equal('PR09');
    expect(sent.comment).to.equal('Done my five bets');
    expect(sent.images).to.have.length(1);
    expect(sent.images[0]).to.match(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(api.calls('/wps/promotion/available').length).to.be.greaterThan(available);
    expect(events.map((e) => e.detail)).to.deep.equal([{ promotionId: 'PR09', action: 'apply', state: 'applying' }]);
    expect(textOf(q(el, '[part="state"]'))).to.equal('Under review');
    await waitFor(() => shadowQueryAll(el, '.kv dd').length === 3);
    expect(shadowQueryAll(el, '.kv dd').map(textOf).slice(1)).to.deep.equal(['Done my five bets', '1']);
  });

  it('an issued reward is claimed: the balance, the list and the footer badge follow', async () => {
    signInAs(0);
    let claimed = false;
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/promotion/list': () => ok(PROMOTIONS.map((p) => (p.id === 'PR03' && claimed ? { ...p, state: 'claimed' } : p))),
        'GET /wps/promotion/application': () => ok(application('PR03', { state: claimed ? 'claimed' : 'issued', reward: 18 })),
        'GET /wps/promotion/available': () => ok({ enabled: ['REFERRAL', 'MISSION'], unclaimedCount: claimed ? 1 : 2 }),
        'POST /wps/promotion/claim': () => {
          claimed = true;
          return ok({ state: 'claimed', amount: 18, balance: balance(10018) });
        },
      }),
    );
    await promotionStore.load();
    expect($unclaimedCount.get()).to.equal(2);
    const el = await mountInfo('PR03', (e) => q(e, '[part="claim"]') && textOf(q(e, '.result .big')) === '¥ 18.00');
    const events = recordEvents<CustomEvent>(el, 'mc-promotion');
    click(q(el, '[part="claim"]')!);
    await waitFor(() => textOf(q(el, '#promo-claimed')) === 'Reward claimed');
    expect(api.last('POST /wps/promotion/claim')!.json).to.deep.equal({ promotionId: 'PR03' });
    expect(walletStore.$state.get().value?.sumBalance).to.equal(10018);
    expect($unclaimedCount.get()).to.equal(1);
    expect(events[0]!.detail).to.deep.equal({ promotionId: 'PR03', action: 'claim', state: 'claimed', amount: 18 });
  });

  it('rejected: the reason and apply again; applying, joined, closed and coming soon say so', async () => {
    signInAs(0);
    mockFetch(
      await moneyRoutes({
        'GET /wps/promotion/application': (c) =>
          ok(
            application(c.query.get('promotionId') ?? '', {
              state: 'rejected',
              reason: 'Missions not complete',
              comment: 'Please',
              images: 2,
              appliedAt: Date.now(),
            }),
          ),
      }),
    );
    let el = await mountInfo('PR05', (e) => q(e, '.notice') && q(e, '[part="apply"]'));
    expect(textOf(q(el, '#promo-rejected'))).to.equal('Your application was not approved');
    expect(textOf(q(el, '.notice'))).to.equal('Reason: Missions not complete');
    expect(textOf(q(el, '#promo-apply-title'))).to.equal('Apply again');
    el = await mountInfo('PR04', (e) => q(e, '.notice'));
    expect(textOf(q(el, '.notice'))).to.equal('You have joined this promotion.');
    el = await mountInfo('PR06', (e) => q(e, '.notice'));
    expect(textOf(q(el, '.notice'))).to.equal('This promotion has ended.');
    el = await mountInfo('PR07', (e) => q(e, '.notice'));
    expect(textOf(q(el, '.notice'))).to.equal('This promotion has not started yet.');
    expect(textOf(q(el, '.promo-dates'))).to.match(/^Starts \d{4}-\d{2}-\d{2}$/);
    el = await mountInfo('NOPE', (e) => q(e, '[data-state="empty"]'));
  });

  it('a visitor sees the promotion and is asked to log in to take part', async () => {
    const api = mockFetch(await moneyRoutes({ 'GET /wps/promotion/list': ok([promotion('PR09', 'available')]) }));
    const el = await mountInfo('PR09', (e) => q(e, '[data-state="logged-out"]'));
    expect(textOf(q(el, '[data-state="logged-out"] span'))).to.equal('Log in to take part in this promotion.');
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/promotion/application')).to.have.length(0);
  });
});

describe('<mc-activity-info> when the platform ends the session under the application', () => {
  const fill = async (el: Element) => {
    typeInto(q<HTMLTextAreaElement>(el, '#promo-comment')!, 'Done my five bets');
    pickFiles(input(el)!, [file('proof.png', pngBytes(), 'image/png')]);
    await waitFor(() => thumbs(el).length === 1);
  };

  it('keeps the comment and the images behind the login dialog; signed in again, the application is sent', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'POST /wps/promotion/apply': [http(401), ok({ state: 'applying' })] }));
    const el = await mountInfo('PR09', (e) => q(e, '[part="apply"]'));
    await fill(el);
    click(q(el, '[part="apply"] button[type="submit"]')!);
    await keptBehindLogin(el);
    expect(q<HTMLTextAreaElement>(el, '#promo-comment')!.value).to.equal('Done my five bets');
    expect(thumbs(el).map((i) => i.alt)).to.deep.equal(['proof.png']);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(q<HTMLTextAreaElement>(el, '#promo-comment')!.value).to.equal('Done my five bets');
    expect(thumbs(el).map((i) => i.alt)).to.deep.equal(['proof.png']);
    click(q(el, '[part="apply"] button[type="submit"]')!);
    await waitFor(() => api.calls('/wps/promotion/apply').length === 2);
    const sent = api.last('POST /wps/promotion/apply')!.json as { promotionId: string; comment: string; images: string[] };
    expect([sent.promotionId, sent.comment, sent.images.length]).to.deep.equal(['PR09', 'Done my five bets', 1]);
  });

  it('another player signing in gets the application afresh', async () => {
    signInAs(0, 'demo');
    mockFetch(await moneyRoutes({ 'POST /wps/promotion/apply': http(401) }));
    const el = await mountInfo('PR09', (e) => q(e, '[part="apply"]'));
    await fill(el);
    click(q(el, '[part="apply"] button[type="submit"]')!);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => q(el, '[part="apply"]'));
    expect(q<HTMLTextAreaElement>(el, '#promo-comment')!.value).to.equal('');
    expect(thumbs(el)).to.have.length(0);
  });
});
