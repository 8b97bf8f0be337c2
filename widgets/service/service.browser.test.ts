import {
  describe,
  it,
  expect,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, initialConfig, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const channels = (el: Element) => shadowQueryAll<HTMLAnchorElement>(el, '.channel');

describe('<mc-service>', () => {
  it('lists the customer-service links, the first one as the primary, then the social channels', async () => {
    mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(
          initialConfig({
            customerService: [
              { name: 'Online Service', url: 'https://support.example.test/chat' },
              { name: '', url: 'https://support.example.test/mail' },
              { name: 'Empty', url: ' ' },
            ],
            resources: [
              { resourceType: 'TELEGRAM2', url: 'https://t.me/news' },
              { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/mc' },
              { resourceType: 'IOS', url: 'https://apps.example.test' },
            ],
          }),
        ),
      }),
    );
    const el = await mount('<mc-service></mc-service>', { ready: (e) => channels(e).length > 0 });
    expect(channels(el).map((a) => a.dataset.channel)).to.deep.equal(['service-0', 'service-1', 'facebook', 'telegram2']);
    expect(channels(el).map((a) => textOf(a.querySelector('.channel-name')))).to.deep.equal([
      'Online Service',
      'Customer service 2',
      'Facebook',
      'Telegram (news)',
    ]);
    const primary = q<HTMLAnchorElement>(el, '[part="primary"]')!;
    expect(primary.dataset.channel).to.equal('service-0');
    expect(textOf(primary.querySelector('.channel-note'))).to.equal('Recommended');
    expect(primary.target).to.equal('_blank');
    expect(primary.rel).to.equal('noopener noreferrer');
  });

  it('opening a channel says so; an in-site link navigates in the app', async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ customerService: [{ name: 'Help desk', url: '/m/help' }] })) }));
    const el = await mount('<mc-service></mc-service>', { ready: (e) => channels(e).length === 1 });
    const events = recordEvents(el, 'mc-contact');
    click(channels(el)[0]!);
    expect(nav.paths).to.deep.equal(['/m/help']);
    expect(events.map((e) => e.detail)).to.deep.equal([{ id: 'service-0', url: '/m/help' }]);
    click(q(el, '.help')!);
    expect(nav.paths.at(-1)).to.equal('/m/help');
  });

  it('nothing configured: in_no_data, and the help centre', async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ customerService: [], resources: [] })) }));
    const el = await mount('<mc-service></mc-service>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(q(el, '.help')).to.not.equal(null);
  });

  it('a failed configuration load shows the retry, which works', async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': [fail('server.error', 'boom'), ok(initialConfig())] }));
    const el = await mount('<mc-service></mc-service>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => channels(el).length === 1);
  });

  it('speaks PT and TY', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-service></mc-service>', { ready: (e) => channels(e).length === 1 });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.intro h2')) === 'Como podemos ajudar?');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '.intro h2')) === 'Paano ka namin matutulungan?');
  });
});
