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
  fail,
  click,
  textOf,
  typeInto,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { NOW, jpegBytes, moneyRoutes, pickFiles, pngBytes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const MB = 1024 * 1024;
const file = (name: string, bytes: BlobPart, type: string) => new File([bytes], name, { type });
const problems = (el: Element) => shadowQueryAll(el, '.problems li').map(textOf);
const thumbs = (el: Element) => shadowQueryAll<HTMLImageElement>(el, '.thumb img');
const input = (el: Element) => q<HTMLInputElement>(el, '#fb-images')!;
const items = (el: Element) => shadowQueryAll(el, '[part="item"]');
const comment = (el: Element) => q<HTMLTextAreaElement>(el, '#fb-comment')!;
const submit = (el: Element) => q<HTMLButtonElement>(el, '[part="form"] button[type="submit"]')!;

const ANSWERED = {
  id: '7',
  comment: 'Results page was slow',
  images: ['/img/feedback/aaaaaaaaaaaaaaaaaaaaaaaa'],
  status: 'replied',
  reply: 'Fixed the same evening',
  repliedAt: NOW - 86_400_000,
  createdAt: NOW - 2 * 86_400_000,
};

describe('<mc-feedback>', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const api = mockFetch(await moneyRoutes());
    const el = await mount('<mc-feedback></mc-feedback>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/feedback')).to.have.length(0);
  });

  it('lists earlier feedback with its date, comment, pictures and the platform’s answer', async () => {
    signInAs(0);
    mockFetch(
      await moneyRoutes({
        'GET /wps/feedback': ok({ list: [{ id: '8', comment: 'Thanks', images: [], status: 'received', createdAt: NOW }, ANSWERED], totalPages: 1 }),
      }),
    );
    const el = await mount('<mc-feedback></mc-feedback>', { ready: (e) => items(e).length === 2 });
    const [fresh, answered] = items(el) as [HTMLElement, HTMLElement];
    expect(textOf(fresh.querySelector('.feedback-comment'))).to.equal('Thanks');
    expect(textOf(fresh.querySelector('.status'))).to.equal('Received');
    expect(textOf(fresh.querySelector('.record-meta'))).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(textOf(answered.querySelector('.status'))).to.equal('Answered');
    expect(textOf(answered.querySelector('.feedback-reply p'))).to.equal('Fixed the same evening');
    const img = answered.querySelector<HTMLImageElement>('.feedback-thumbs img')!;
    expect(img.getAttribute('src')).to.equal('/img/feedback/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt]).to.deep.equal(['56', '56', 'Picture 1']);
  });

  it('shows the empty state, and a failed list offers a retry that works', async () => {
    signInAs(0);
    let broken = true;
    mockFetch(await moneyRoutes({ 'GET /wps/feedback': () => (broken ? fail('server.error', 'down', { status: 500 }) : ok({ list: [], totalPages: 1 })) }));
    const el = await mount('<mc-feedback></mc-feedback>', { ready: (e) => q(e, '.section [role="alert"] button') });
    broken = false;
    click(q(el, '.section [role="alert"] button')!);
    await waitFor(() => q(el, '[data-state="empty"]'));
  });

  it('counts the comment live, refuses wrong, oversize and fourth pictures before sending, then sends and lists the new feedback', async () => {
    signInAs(0);
    const sent: { comment: string; images?: string[] }[] = [];
    const api = mockFetch(
      await moneyRoutes({
        'PUT /wps/feedback': (c) => {
          sent.push(c.json as { comment: string; images?: string[] });
          return ok(null);
        },
        'GET /wps/feedback': () =>
          ok({
            list: sent.map((s, i) => ({
              id: String(i + 1),
              comment: s.comment,
              images: (s.images ?? []).map((_, n) => `/img/feedback/${String(n).repeat(24)}`),
              status: 'received',
              createdAt: NOW,
            })),
            totalPages: 1,
          }),
      }),
    );
    const el = await mount('<mc-feedback></mc-feedback>', { ready: (e) => q(e, '[data-state="empty"]') });
    const events = recordEvents<CustomEvent>(el, 'mc-feedback');

    // An empty comment is refused on the device.
    click(submit(el));
    await waitFor(() => textOf(q(el, '#fb-comment-error')) === 'Please write a comment');
    expect(api.calls('PUT /wps/feedback')).to.have.length(0);

    expect(comment(el).maxLength).to.equal(140);
    typeInto(comment(el), 'x'.repeat(150));
    await waitFor(() => textOf(q(el, '#fb-comment-count')) === '140/140');
    typeInto(comment(el), 'The deposit page froze');
    await waitFor(() => textOf(q(el, '#fb-comment-count')) === '22/140');

    pickFiles(input(el), [file('clip.gif', new TextEncoder().encode('GIF89a....'), 'image/gif'), file('huge.jpg', jpegBytes(5 * MB + 1), 'image/jpeg')]);
    await waitFor(() => problems(el).length === 2);
    expect(problems(el)).to.deep.equal(['clip.gif was not added: only PNG or JPG images are accepted', 'huge.jpg was not added: an image can be at most 5 MB']);
    pickFiles(input(el), [
      file('a.png', pngBytes(), 'image/png'),
      file('b.jpg', jpegBytes(), 'image/jpeg'),
      file('c.png', pngBytes(), 'image/png'),
      file('d.png', pngBytes(), 'image/png'),
    ]);
    await waitFor(() => thumbs(el).length === 3);
    expect(problems(el)).to.deep.equal(['d.png was not added: at most 3 images']);
    expect(q(el, '#fb-images')).to.equal(null); // full: no more to add
    expect(api.calls('PUT /wps/feedback')).to.have.length(0);

    click(submit(el));
    await waitFor(() => items(el).length === 1);
    expect(sent).to.have.length(1);
    expect(sent[0]!.comment).to.equal('The deposit page froze');
    expect(sent[0]!.images!.map((i) => i.slice(0, 22))).to.deep.equal(['data:image/png;base64,', 'data:image/jpeg;base64', 'data:image/png;base64,']);
    expect(api.last('PUT /wps/feedback')!.headers['module-id']).to.equal('COMM3');
    expect(events.map((e) => e.detail)).to.deep.equal([{ images: 3 }]);
    expect(textOf(items(el)[0]!.querySelector('.feedback-comment'))).to.equal('The deposit page froze');
    expect(items(el)[0]!.querySelectorAll('.feedback-thumbs img')).to.have.length(3);
    expect(comment(el).value).to.equal('');
    expect(thumbs(el)).to.have.length(0);
  });

  it('keeps the text and the pictures when sending fails, and sends them on the retry', async () => {
    signInAs(0);
    let down = true;
    const api = mockFetch(
      await moneyRoutes({
        'PUT /wps/feedback': () => (down ? fail('server.error', 'down', { status: 500 }) : ok(null)),
        'GET /wps/feedback': ok({ list: [], totalPages: 1 }),
      }),
    );
    const el = await mount('<mc-feedback></mc-feedback>', { ready: (e) => q(e, '[data-state="empty"]') });
    typeInto(comment(el), 'Withdrawal pending for long');
    pickFiles(input(el), [file('proof.png', pngBytes(), 'image/png')]);
    await waitFor(() => thumbs(el).length === 1);
    click(submit(el));
    await waitFor(() => textOf(q(el, '[part="form"] .error[role="alert"]')) === 'Your feedback was not sent. Your text and pictures are kept, try again.');
    expect(comment(el).value).to.equal('Withdrawal pending for long');
    expect(thumbs(el)).to.have.length(1);
    expect(textOf(submit(el))).to.equal('Retry');
    down = false;
    click(submit(el));
    await waitFor(() => comment(el).value === '');
    expect(api.calls('PUT /wps/feedback')).to.have.length(2);
    expect((api.last('PUT /wps/feedback')!.json as { images: string[] }).images).to.have.length(1);
  });
});
