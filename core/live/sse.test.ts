import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSseParser, type SseMessage } from './sse.ts';

function parse(chunks: readonly string[], lastEventId = '') {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({ message: (m) => messages.push(m), retry: (ms) => retries.push(ms), comment: (c) => comments.push(c) }, lastEventId);
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, comments, lastEventId: parser.lastEventId };
}

/** Every way to cut `text` in two, and one chunk per character. */
const cuts = (text: string): string[][] => [...Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]), [...text]];

const STREAM = ': hello\n\nid: 1\nevent: balance\ndata: {"sumBalance":12.5,"reason":"win"}\n\nretry: 2500\nid: 2\nevent: inbox\ndata: {"unread":3}\n\n';

describe('SSE parser', () => {
  it('reads events, ids, types, retry and comments', () => {
    const { messages, retries, comments, lastEventId } = parse([STREAM]);
    expect(messages).toEqual([
      { id: '1', event: 'balance', data: '{"sumBalance":12.5,"reason":"win"}' },
      { id: '2', event: 'inbox', data: '{"unread":3}' },
    ]);
    expect(retries).toEqual([2500]);
    expect(comments).toEqual(['hello']);
    expect(lastEventId).toBe('2');
  });

  it('gives the same events however the stream is cut into chunks', () => {
    const whole = parse([STREAM]).messages;
    for (const chunks of cuts(STREAM)) expect(parse(chunks).messages).toEqual(whole);
  });

  it('takes CRLF, LF and CR line ends, a CRLF cut between its CR and its LF included', () => {
    const crlf = 'id: 7\r\nevent: inbox\r\ndata: {"unread":1}\r\n\r\n';
    const cr = 'id: 7\revent: inbox\rdata: {"unread":1}\r\r';
    const expected = [{ id: '7', event: 'inbox', data: '{"unread":1}' }];
    for (const text of [crlf, cr]) for (const chunks of cuts(text)) expect(parse(chunks).messages).toEqual(expected);
    // A CR at a chunk's end and an LF at the next one's start are one line end, not an empty line between.
    expect(parse(['data: a\r', '\ndata: b\r\n\r\n']).messages).toEqual([{ id: '', event: 'message', data: 'a\nb' }]);
  });

  it('joins multi-line data with LF and defaults the type to message', () => {
    expect(parse(['data: first\ndata:second\ndata:  third\n\n']).messages).toEqual([{ id: '', event: 'message', data: 'first\nsecond\n third' }]);
    expect(parse(['data\ndata\n\n']).messages).toEqual([{ id: '', event: 'message', data: '\n' }]);
  });

  it('dispatches nothing for a block without data, but keeps its id', () => {
    const { messages, lastEventId } = parse(['id: 5\nevent: balance\n\n', 'data: x\n\n']);
    expect(messages).toEqual([{ id: '5', event: 'message', data: 'x' }]);
    expect(lastEventId).toBe('5');
  });

  it('keeps the id across events until a new one, resets it on an empty id, ignores one with NUL', () => {
    expect(parse(['id: 9\ndata: a\n\ndata: b\n\nid\ndata: c\n\nid: x\0y\ndata: d\n\n']).messages.map((m) => m.id)).toEqual(['9', '9', '', '']);
  });

  it('starts from the id it resumes from', () => {
    expect(parse(['data: a\n\n'], '41').messages[0]?.id).toBe('41');
  });

  it('ignores unknown fields, bad retry values and an unfinished event at the end', () => {
    const { messages, retries } = parse(['foo: bar\nretry: 12a\nretry: -1\nretry\ndata: a\n\ndata: never finished\n']);
    expect(messages).toEqual([{ id: '', event: 'message', data: 'a' }]);
    expect(retries).toEqual([]);
  });

  it('takes heartbeat comments between events without breaking them', () => {
    const { messages, comments } = parse(['event: inbox\n:keep-alive\ndata: {"unread":2}\n', ':\n\n']);
    expect(messages).toEqual([{ id: '', event: 'inbox', data: '{"unread":2}' }]);
    expect(comments).toEqual(['keep-alive', '']);
  });

  it('skips a byte-order mark at the start only, and one space after the colon', () => {
    expect(parse(['\ufeffdata:  x\n\n']).messages[0]?.data).toBe(' x');
    expect(parse(['\ufeff', 'data: x\n\n']).messages[0]?.data).toBe('x');
  });

  it('survives any text, in any chunks, without throwing', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', ':', ' ', '\n', '\r', 'd', 'i', 'data: ', 'id: ', 'event: ', 'retry: 5') })), (chunks) => {
        const one = parse([chunks.join('')]).messages;
        expect(parse(chunks).messages).toEqual(one);
      }),
    );
  });
});
