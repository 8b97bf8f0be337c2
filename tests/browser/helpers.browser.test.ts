/** The helpers themselves: fetch stub, fake clock, waitFor, shadowQuery. */
import {
  describe,
  it,
  expect,
  mockFetch,
  ok,
  fail,
  http,
  garbage,
  networkError,
  never,
  useFakeClock,
  waitFor,
  mount,
  shadowQuery,
  shadowQueryAll,
} from './helpers.ts';

async function envelope(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(path, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // garbage stays text
  }
  return { status: res.status, body };
}

describe('mockFetch', () => {
  it('answers envelopes by path and records calls', async () => {
    const api = mockFetch({ 'GET /wps/games': ok([1, 2]), 'POST /wps/games': fail('NOPE', 'not allowed') });
    expect(await envelope('/wps/games?page=2')).to.deep.equal({ status: 200, body: { success: true, value: [1, 2] } });
    const posted = await envelope('/wps/games', { method: 'POST', headers: { Merchant: 'MC01', 'Content-Type': 'application/json' }, body: '{"a":1}' });
    expect(posted.body).to.deep.equal({ success: false, errorCode: 'NOPE', message: 'not allowed', value: null });
    expect(api.calls()).to.have.length(2);
    const last = api.last('POST /wps/games')!;
    expect(last.headers['merchant']).to.equal('MC01');
    expect(last.json).to.deep.equal({ a: 1 });
    expect(api.calls('GET /wps/games')[0]!.query.get('page')).to.equal('2');
  });

  it('plays sequences, wildcards, handlers, HTTP errors and garbage', async () => {
    mockFetch({
      '/wps/seq': [http(500), ok('second')],
      '/wps/member/*': (call) => ok(call.path),
      '/wps/bad': garbage(),
    });
    expect((await envelope('/wps/seq')).status).to.equal(500);
    expect((await envelope('/wps/seq')).body).to.deep.equal({ success: true, value: 'second' });
    expect((await envelope('/wps/seq')).body).to.deep.equal({ success: true, value: 'second' });
    expect((await envelope('/wps/member/info')).body).to.deep.equal({ success: true, value: '/wps/member/info' });
    expect((await envelope('/wps/bad')).body).to.be.a('string');
  });

  it('fails like a network and reports unmatched paths', async () => {
    const api = mockFetch({ '/wps/down': networkError() });
    let error: unknown;
    await fetch('/wps/down').catch((e) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect((await envelope('/wps/nowhere')).status).to.equal(404);
    expect(api.unmatched.map((c) => c.path)).to.deep.equal(['/wps/nowhere']);
  });

  it('never answers until the request aborts', async () => {
    const api = mockFetch({ '/wps/slow': never() });
    const controller = new AbortController();
    const pending = fetch('/wps/slow', { signal: controller.signal });
    await waitFor(() => api.pending === 1);
    controller.abort();
    let error: unknown;
    await pending.catch((e) => (error = e));
    expect((error as DOMException).name).to.equal('AbortError');
  });

  it('delays follow the fake clock', async () => {
    const clock = useFakeClock();
    mockFetch({ '/wps/later': ok('late', { delay: 5_000 }) });
    let done = false;
    const answer = fetch('/wps/later').then((r) => ((done = true), r.json()));
    await clock.tickAsync(4_999);
    expect(done).to.equal(false);
    await clock.tickAsync(1);
    expect(await answer).to.deep.equal({ success: true, value: 'late' });
  });

  it('is gone after the test', () => {
    expect(String(fetch)).to.contain('[native code]');
  });
});

describe('fake clock', () => {
  it('drives setTimeout, setInterval and Date', async () => {
    const clock = useFakeClock({ now: new Date('2026-01-01T00:00:00Z') });
    const ticks: number[] = [];
    setInterval(() => ticks.push(Date.now()), 1_000);
    await clock.tickAsync(3_000);
    expect(ticks).to.have.length(3);
    expect(new Date().toISOString()).to.equal('2026-01-01T00:00:03.000Z');
  });

  it('is uninstalled after the test', () => {
    expect(Date.now()).to.be.greaterThan(Date.parse('2026-01-01T00:00:10Z') - 10 * 365 * 864e5);
    expect(String(setTimeout)).to.contain('[native code]');
  });
});

describe('mount and shadowQuery', () => {
  class Nested extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<span class="inner">inner</span>';
    }
  }
  class Outer extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<p>a</p><p>b</p><x-helpers-nested></x-helpers-nested>';
    }
  }
  if (!customElements.get('x-helpers-nested')) customElements.define('x-helpers-nested', Nested);

  it('waits for a late definition and pierces nested shadow roots', async () => {
    setTimeout(() => {
      if (!customElements.get('x-helpers-outer')) customElements.define('x-helpers-outer', Outer);
    }, 50);
    const el = await mount('<x-helpers-outer></x-helpers-outer>');
    expect(shadowQueryAll(el, 'p')).to.have.length(2);
    expect(shadowQuery(el, 'x-helpers-nested >>> .inner')?.textContent).to.equal('inner');
    expect(shadowQuery(el, '.missing')).to.equal(null);
  });

  it('removed mounted elements after the previous test', () => {
    expect(document.querySelector('x-helpers-outer')).to.equal(null);
  });
});
