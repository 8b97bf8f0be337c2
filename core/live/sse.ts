/**
 * A streaming parser for Server-Sent Events (the WHATWG "event stream interpretation"), fed the
 * text of a `text/event-stream` body as it arrives, in chunks cut anywhere: inside a line, between
 * the CR and LF of a line break, inside a field name. EventSource cannot send the Authorization
 * header, so the live client reads the stream with fetch and parses it here.
 *
 * - Lines end with CRLF, LF or CR; a leading byte-order mark is skipped.
 * - `data:` lines are joined with LF; an empty line dispatches the event (none when it has no
 *   data); `event:` names it (default `message`); `id:` sets the last event id (kept across
 *   events, ignored when it holds NUL); `retry:` with digits only sets the reconnection time.
 * - A line starting with `:` is a comment: the server's heartbeat.
 */

export interface SseMessage {
  /** The last event id when the event was dispatched ('' before any). */
  id: string;
  /** The `event:` field, `message` when absent. */
  event: string;
  data: string;
}

export interface SseHandlers {
  message(message: SseMessage): void;
  /** `retry:` milliseconds. */
  retry?(ms: number): void;
  /** A comment line (heartbeat), without its colon. */
  comment?(text: string): void;
}

export interface SseParser {
  /** Feeds the next piece of the stream's text. */
  push(text: string): void;
  /** The last event id seen (the `Last-Event-ID` to resume from). */
  readonly lastEventId: string;
}

export function createSseParser(handlers: SseHandlers, lastEventId = ''): SseParser {
  let buffer = '';
  let started = false;
  /** The previous chunk ended with CR: an LF at the start of this one belongs to that line break. */
  let afterCR = false;
  let data: string[] = [];
  let event = '';
  let lastId = lastEventId;

  const dispatch = () => {
    const lines = data;
    const type = event;
    data = [];
    event = '';
    if (!lines.length) return;
    handlers.message({ id: lastId, event: type || 'message', data: lines.join('\n') });
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.comment?.(text.slice(1).replace(/^ /, ''));
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        data.push(value);
        break;
      case 'event':
        event = value;
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.retry?.(Number(value));
        break;
      // Any other field is ignored.
    }
  };

  return {
    push(text) {
      if (!text) return;
      if (!started) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      afterCR = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        line(buffer.slice(start, i));
        if (c === 13) {
          if (i + 1 === buffer.length) afterCR = true;
          else if (buffer.charCodeAt(i + 1) === 10) i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return lastId;
    },
  };
}
