/**
 * The reference platform's stand-in for a vendor's game window: a small three-reel slot on
 * /games/play?ticket=… (the URL `launchGame` hands out). It plays for real against the wallet:
 * every spin debits the stake (BET), credits a win (PAY) and records a bet, so the header's
 * balance, the transaction record and the betting record all change. Free play (accountType 0)
 * spins with play money held in memory and touches nothing.
 *
 * Server-rendered HTML plus one external script (/games/slot.js) and stylesheet: no inline
 * script or style, so the page passes the site's CSP. The script talks to two JSON routes:
 * GET /games/api/state?ticket=… and POST /games/api/spin { ticket, stake }.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body.ts';
import { ApiError } from '../http/envelope.ts';
import { escapeHtml, sendHtml } from '../http/security-headers.ts';
import { balanceValue, post, toMoney } from '../api/util.ts';
import { CURRENCY_SYMBOL } from '../seed/settings.ts';
import type { PlatformState } from '../state.ts';

const SCRIPT = readFileSync(new URL('./demo-game/slot.js', import.meta.url), 'utf8');
const STYLE = readFileSync(new URL('./demo-game/slot.css', import.meta.url), 'utf8');

/** Stakes a spin may use, in cents. */
export const STAKES_CENTS = [100, 200, 500, 1000] as const;
/** Free-play money a free launch starts with, in cents. */
export const FREE_PLAY_CENTS = 200_000;

/** Reel symbols with their weights (out of 100) and the pay for three, and for the first two, of a kind. */
export const SYMBOLS = [
  { id: 'club', glyph: '♣', weight: 30, three: 5, two: 2.5 },
  { id: 'diamond', glyph: '♦', weight: 25, three: 8, two: 2.5 },
  { id: 'heart', glyph: '♥', weight: 20, three: 12, two: 2.5 },
  { id: 'star', glyph: '★', weight: 12, three: 25, two: 2.5 },
  { id: 'seven', glyph: '7', weight: 8, three: 60, two: 2.5 },
  { id: 'gem', glyph: '◆', weight: 5, three: 150, two: 2.5 },
] as const;
const TOTAL_WEIGHT = SYMBOLS.reduce((s, x) => s + x.weight, 0);

/** The win, in cents, for a line of three symbol indexes. Never exactly the stake: every spin moves the balance. */
export function payout(line: readonly number[], stakeCents: number): number {
  const [a, b, c] = line as [number, number, number];
  const sym = SYMBOLS[a]!;
  if (a === b && b === c) return Math.round(stakeCents * sym.three);
  if (a === b) return Math.round(stakeCents * sym.two);
  return 0;
}

function spinReel(random: (max: number) => number): number {
  let roll = random(TOTAL_WEIGHT);
  for (let i = 0; i < SYMBOLS.length; i++) {
    roll -= SYMBOLS[i]!.weight;
    if (roll < 0) return i;
  }
  return 0;
}

const TEXTS = {
  EN: {
    balance: 'Balance', stake: 'Stake', spin: 'Spin', win: 'You win {amount}!', lose: 'No win this time.', insufficient: 'Not enough balance for this stake.',
    back: 'Back to the site', ended: 'This game session has ended', endedText: 'Start the game again from the site.', real: 'Real money', free: 'Free play',
    lobby: '{vendor} lobby', paytable: 'Three of a kind pays up to 150×, the first two alike pay 2.5×.', failed: 'The spin did not go through. Try again.',
  },
  PT: {
    balance: 'Saldo', stake: 'Aposta', spin: 'Girar', win: 'Você ganhou {amount}!', lose: 'Sem prêmio desta vez.', insufficient: 'Saldo insuficiente para esta aposta.',
    back: 'Voltar ao site', ended: 'Esta sessão de jogo terminou', endedText: 'Abra o jogo novamente pelo site.', real: 'Dinheiro real', free: 'Jogo grátis',
    lobby: 'Lobby {vendor}', paytable: 'Três iguais pagam até 150×, os dois primeiros iguais pagam 2,5×.', failed: 'A jogada não foi concluída. Tente de novo.',
  },
  TY: {
    balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', win: 'Nanalo ka ng {amount}!', lose: 'Walang panalo ngayon.', insufficient: 'Kulang ang balanse para sa tayang ito.',
    back: 'Bumalik sa site', ended: 'Tapos na ang session ng larong ito', endedText: 'Simulan muli ang laro mula sa site.', real: 'Totoong pera', free: 'Libreng laro',
    lobby: '{vendor} lobby', paytable: 'Tatlong magkapareho ay nagbabayad hanggang 150×, ang unang dalawa ay 2.5×.', failed: 'Hindi natuloy ang ikot. Subukang muli.',
  },
} as const;
type Lang = keyof typeof TEXTS;
const langOf = (code: string): Lang => (code.toUpperCase() in TEXTS ? (code.toUpperCase() as Lang) : 'EN');

type Launch = PlatformState['launches'] extends Map<string, infer L> ? L : never;

/** Free-play balances by ticket, per running platform. */
const freeBalances = new WeakMap<PlatformState, Map<string, number>>();
const freeBalance = (app: PlatformState) => {
  let m = freeBalances.get(app);
  if (!m) freeBalances.set(app, (m = new Map()));
  return m;
};

function liveLaunch(app: PlatformState, ticket: string): Launch | undefined {
  const launch = app.launches.get(ticket);
  return launch && launch.expiresAt > app.now() ? launch : undefined;
}

function balanceCents(app: PlatformState, ticket: string, launch: Launch): number {
  if (launch.accountType === 0) return freeBalance(app).get(ticket) ?? FREE_PLAY_CENTS;
  return Math.round(balanceValue(app.db, launch.userId).sumBalance * 100);
}

const money = (cents: number) => `${CURRENCY_SYMBOL}${toMoney(cents).toFixed(2)}`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'TY' ? 'tl' : lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/games/slot.css"><script src="/games/slot.js" defer></script></head><body>${body}</body></html>`;
}

function json(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Answers the demo game's routes; false for any other path. */
export function serveDemoGame(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean> {
  switch (url.pathname) {
    case '/games/slot.js':
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(SCRIPT);
      return true;
    case '/games/slot.css':
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(STYLE);
      return true;
    case '/games/play':
      return gamePage(app, res, url);
    case '/games/api/state':
      return state(app, res, url);
    case '/games/api/spin':
      return spin(app, req, res);
    default:
      return false;
  }
}

function gamePage(app: PlatformState, res: ServerResponse, url: URL): boolean {
  const ticket = url.searchParams.get('ticket') ?? '';
  const launch = liveLaunch(app, ticket);
  if (!launch) {
    const t = TEXTS.EN;
    sendHtml(res, 410, page('EN', t.ended, `<main class="ended"><h1>${t.ended}</h1><p>${t.endedText}</p><a class="back" href="/m/home" target="_top">${t.back}</a></main>`));
    return true;
  }
  const lang = langOf(launch.language);
  const t = TEXTS[lang];
  const g = app.db
    .prepare('SELECT g.display_name, v.display_name AS vendor FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ?')
    .get(launch.nodeId) as { display_name: string; vendor: string } | undefined;
  const title = launch.lobby ? t.lobby.replace('{vendor}', g?.vendor ?? '') : (g?.display_name ?? 'Game');
  const stakes = STAKES_CENTS.map(
    (c, i) => `<label class="stake"><input type="radio" name="stake" value="${c}"${i === 0 ? ' checked' : ''}><span>${money(c)}</span></label>`,
  ).join('');
  const reels = [0, 1, 2].map((i) => `<span class="reel" data-reel="${i}">${SYMBOLS[i]!.glyph}</span>`).join('');
  const texts = JSON.stringify({ win: t.win, lose: t.lose, insufficient: t.insufficient, failed: t.failed, symbols: SYMBOLS.map((s) => s.glyph) });
  sendHtml(
    res,
    200,
    page(
      lang,
      title,
      `<main id="slot" data-ticket="${escapeHtml(ticket)}" data-texts="${escapeHtml(texts)}" data-currency="${escapeHtml(CURRENCY_SYMBOL)}">
  <header><img src="/img/game/${escapeHtml(launch.nodeId)}.svg" width="56" height="56" alt=""><div><h1>${escapeHtml(title)}</h1>
  <p class="meta">${escapeHtml(g?.vendor ?? '')} · ${launch.accountType === 1 ? t.real : t.free} · <span class="lang">${lang}</span></p></div></header>
  <p class="balance">${t.balance}: <output id="balance" aria-live="polite">${money(balanceCents(app, ticket, launch))}</output></p>
  <div class="reels" aria-label="${escapeHtml(t.paytable)}">${reels}</div>
  <fieldset class="stakes"><legend>${t.stake}</legend>${stakes}</fieldset>
  <button type="button" id="spin" class="spin">${t.spin}</button>
  <p id="result" class="result" role="status"></p>
  <p class="paytable">${escapeHtml(t.paytable)}</p>
  <a class="back" href="/m/home" target="_top">${t.back}</a>
</main>`,
    ),
  );
  return true;
}

function state(app: PlatformState, res: ServerResponse, url: URL): boolean {
  const ticket = url.searchParams.get('ticket') ?? '';
  const launch = liveLaunch(app, ticket);
  if (!launch) json(res, 410, { error: 'ended' });
  else json(res, 200, { balanceCents: balanceCents(app, ticket, launch), stakes: STAKES_CENTS });
  return true;
}

async function spin(app: PlatformState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'POST') {
    json(res, 405, { error: 'method' });
    return true;
  }
  let body: { ticket?: unknown; stake?: unknown };
  try {
    body = JSON.parse((await readBody(req, 4 * 1024)).toString('utf8')) as typeof body;
  } catch {
    json(res, 400, { error: 'bad_request' });
    return true;
  }
  const ticket = typeof body.ticket === 'string' ? body.ticket : '';
  const stake = Number(body.stake);
  const launch = liveLaunch(app, ticket);
  if (!launch) {
    json(res, 410, { error: 'ended' });
    return true;
  }
  if (!(STAKES_CENTS as readonly number[]).includes(stake)) {
    json(res, 400, { error: 'stake' });
    return true;
  }
  const line = [spinReel(randomInt), spinReel(randomInt), spinReel(randomInt)];
  const win = payout(line, stake);
  const now = app.now();
  launch.expiresAt = now + 30 * 60 * 1000; // playing keeps the session alive
  if (launch.accountType === 0) {
    const free = freeBalance(app);
    const before = free.get(ticket) ?? FREE_PLAY_CENTS;
    if (before < stake) {
      json(res, 200, { error: 'insufficient', balanceCents: before });
      return true;
    }
    free.set(ticket, before - stake + win);
    json(res, 200, { reels: line, winCents: win, balanceCents: before - stake + win });
    return true;
  }
  const g = app.db.prepare('SELECT display_name FROM games WHERE node_id = ?').get(launch.nodeId) as { display_name: string } | undefined;
  try {
    app.db.transaction(() => {
      post(app.db, launch.userId, 'BET', -stake, now, g?.display_name ?? launch.nodeId);
      if (win > 0) post(app.db, launch.userId, 'PAY', win, now, g?.display_name ?? launch.nodeId);
      app.db.prepare('INSERT INTO bets (user_id, node_id, stake_cents, payout_cents, created_at) VALUES (?, ?, ?, ?, ?)').run(launch.userId, launch.nodeId, stake, win, now);
    })();
  } catch (e) {
    if (e instanceof ApiError && e.code === 'balance.insufficient') {
      json(res, 200, { error: 'insufficient', balanceCents: balanceCents(app, ticket, launch) });
      return true;
    }
    throw e;
  }
  json(res, 200, { reels: line, winCents: win, balanceCents: balanceCents(app, ticket, launch) });
  return true;
}
