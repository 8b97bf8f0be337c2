import { randomBytes, randomInt } from 'node:crypto';
import type { SharedStore } from '../../front/store/store.ts';
import { Canvas } from './png.ts';

/**
 * Image captchas: 4–5 digits (the login form of §5 takes numeric captchas) drawn with a tiny
 * built-in 5×7 bitmap font, with noise lines and dots, as a PNG data URL. Each captcha is
 * single use and lives five minutes.
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};
export const CAPTCHA_ALPHABET = Object.keys(FONT).join('');

type RGB = [number, number, number];
const rand = (min: number, max: number) => randomInt(min, max + 1);

export function drawCaptcha(text: string): Buffer {
  const width = 120;
  const height = 40;
  const canvas = new Canvas(width, height, [rand(225, 250), rand(225, 250), rand(225, 250)]);
  for (let i = 0; i < 120; i++) canvas.set(rand(0, width - 1), rand(0, height - 1), [rand(120, 200), rand(120, 200), rand(120, 200)]);
  const scale = 4;
  const charWidth = 5 * scale;
  const gap = Math.floor((width - text.length * charWidth) / (text.length + 1));
  [...text].forEach((ch, i) => {
    const glyph = FONT[ch]!;
    const colour: RGB = [rand(10, 110), rand(10, 110), rand(10, 110)];
    const x0 = gap + i * (charWidth + gap) + rand(-2, 2);
    const y0 = rand(2, height - 7 * scale - 2);
    const slant = rand(-1, 1) * 0.25;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit === '1') canvas.rect(x0 + gx * scale + Math.round((6 - gy) * scale * slant), y0 + gy * scale, scale, scale, colour);
      });
    });
  });
  for (let i = 0; i < 5; i++) {
    const c: RGB = [rand(60, 160), rand(60, 160), rand(60, 160)];
    canvas.line(rand(0, width / 3), rand(0, height), rand((2 * width) / 3, width), rand(0, height), c);
  }
  return canvas.png();
}

/**
 * Live captchas, kept in a store (front/store/store.ts) under their id with the store's own
 * expiry and single use: memory for one platform process, or the shared Valkey/Redis that
 * several can use (MC_STORE_URL).
 */
export class CaptchaStore {
  constructor(private readonly store: SharedStore) {}

  async create(): Promise<{ id: string; image: string; text: string }> {
    const length = rand(4, 5);
    let text = '';
    for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
    const id = randomBytes(12).toString('base64url');
    await this.store.putNew(key(id), text, CAPTCHA_TTL_MS);
    return { id, text, image: `data:image/png;base64,${drawCaptcha(text).toString('base64')}` };
  }

  /** Checks and consumes a captcha: any attempt uses it up. */
  async verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer || !CAPTCHA_ID.test(id)) return false;
    const text = await this.store.take(key(id));
    return text !== undefined && text === answer.trim();
  }

  /** The text of a live captcha without consuming it (test mode only). */
  peek(id: string): Promise<string | undefined> {
    return CAPTCHA_ID.test(id) ? this.store.peek(key(id)) : Promise.resolve(undefined);
  }
}

const CAPTCHA_ID = /^[A-Za-z0-9_-]{16}$/;
const key = (id: string) => `captcha:${id}`;
