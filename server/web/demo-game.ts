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
 *
 * A lottery game opens a bet form instead (/games/lottery.js): pick numbers for the next draw or
 * draws and a stake; POST /games/api/lottery/bet { ticket, numbers, stake, draws } places one
 * order with one sub-order per draw and debits the wallet, so the order shows in the player's
 * lottery orders, cancellable until its draw closes (server/api/games.ts).
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body.ts';
import { ApiError } from '../http/envelope.ts';
import { escapeHtml, sendHtml } from '../http/security-headers.ts';
import { balanceValue, post, toMoney } from '../api/util.ts';
import { lotteryGameByNode, nextDraws, placeLotteryOrder, type LotteryDraw } from '../api/games.ts';
import { CURRENCY_SYMBOL } from '../seed/settings.ts';
import { afterStake, betRefusal } from '../responsible-gaming/enforce.ts';
import { notifyBalance, notifyPlay } from '../live/notify.ts';
import { acknowledge, playSession } from '../responsible-gaming/reality-check.ts';
import { refusalText, siteText } from './site-texts.ts';
import type { PlatformState } from '../state.ts';

/** A lottery bet: 1 to 5 numbers, for the next 1 to 3 draws, at one of the stakes per draw. */
export const LOTTERY_PICK_MAX = 5;
export const LOTTERY_DRAWS_MAX = 3;

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
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    win: 'You win {amount}!',
    lose: 'No win this time.',
    insufficient: 'Not enough balance for this stake.',
    back: 'Back to the site',
    ended: 'This game session has ended',
    endedText: 'Start the game again from the site.',
    signedOut: 'You have been signed out, so this game has ended.',
    realityTitle: 'Reality check',
    realityText: 'You have played for {minutes} minutes. Result of this session: {amount}.',
    realityContinue: 'Continue playing',
    realityStop: 'Stop and leave the game',
    real: 'Real money',
    free: 'Free play',
    lobby: '{vendor} lobby',
    paytable: 'Three of a kind pays up to 150×, the first two alike pay 2.5×.',
    failed: 'The spin did not go through. Try again.',
    pick: 'Your numbers (1 to {max})',
    perDraw: 'Stake per draw',
    draws: 'Draws',
    drawCount: '{n} draw(s)',
    nextDraws: 'Next draws',
    closes: 'Draw {issue}: bets close at {time}',
    place: 'Place bet',
    total: 'Total',
    placed: 'Order {order} placed: {draws} draw(s), {amount}.',
    pickSome: 'Pick at least one number.',
    realOnly: 'Lottery bets use real money: start the game with real money.',
    betFailed: 'The bet did not go through. Try again.',
  },
  PT: {
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'Girar',
    win: 'Você ganhou {amount}!',
    lose: 'Sem prêmio desta vez.',
    insufficient: 'Saldo insuficiente para esta aposta.',
    back: 'Voltar ao site',
    ended: 'Esta sessão de jogo terminou',
    endedText: 'Abra o jogo novamente pelo site.',
    signedOut: 'Você saiu da sua conta, por isso este jogo terminou.',
    realityTitle: 'Verificação de realidade',
    realityText: 'Você está jogando há {minutes} minutos. Resultado desta sessão: {amount}.',
    realityContinue: 'Continuar jogando',
    realityStop: 'Parar e sair do jogo',
    real: 'Dinheiro real',
    free: 'Jogo grátis',
    lobby: 'Lobby {vendor}',
    paytable: 'Três iguais pagam até 150×, os dois primeiros iguais pagam 2,5×.',
    failed: 'A jogada não foi concluída. Tente de novo.',
    pick: 'Seus números (1 a {max})',
    perDraw: 'Aposta por sorteio',
    draws: 'Sorteios',
    drawCount: '{n} sorteio(s)',
    nextDraws: 'Próximos sorteios',
    closes: 'Sorteio {issue}: apostas até {time}',
    place: 'Apostar',
    total: 'Total',
    placed: 'Pedido {order} feito: {draws} sorteio(s), {amount}.',
    pickSome: 'Escolha pelo menos um número.',
    realOnly: 'Apostas de loteria usam dinheiro real: abra o jogo com dinheiro real.',
    betFailed: 'A aposta não foi concluída. Tente de novo.',
  },
  TY: {
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'Paikutin',
    win: 'Nanalo ka ng {amount}!',
    lose: 'Walang panalo ngayon.',
    insufficient: 'Kulang ang balanse para sa tayang ito.',
    back: 'Bumalik sa site',
    ended: 'Tapos na ang session ng larong ito',
    endedText: 'Simulan muli ang laro mula sa site.',
    signedOut: 'Naka-sign out ka na, kaya tapos na ang larong ito.',
    realityTitle: 'Reality check',
    realityText: 'Naglaro ka na nang {minutes} minuto. Resulta ng session na ito: {amount}.',
    realityContinue: 'Magpatuloy sa paglalaro',
    realityStop: 'Tumigil at umalis sa laro',
    real: 'Totoong pera',
    free: 'Libreng laro',
    lobby: '{vendor} lobby',
    paytable: 'Tatlong magkapareho ay nagbabayad hanggang 150×, ang unang dalawa ay 2.5×.',
    failed: 'Hindi natuloy ang ikot. Subukang muli.',
    pick: 'Iyong mga numero (1 hanggang {max})',
    perDraw: 'Taya bawat draw',
    draws: 'Mga draw',
    drawCount: '{n} draw',
    nextDraws: 'Susunod na mga draw',
    closes: 'Draw {issue}: sarado ang taya sa {time}',
    place: 'Tumaya',
    total: 'Kabuuan',
    placed: 'Nailagay ang order {order}: {draws} draw, {amount}.',
    pickSome: 'Pumili ng kahit isang numero.',
    realOnly: 'Totoong pera ang taya sa lottery: simulan ang laro gamit ang totoong pera.',
    betFailed: 'Hindi natuloy ang taya. Subukang muli.',
  },
} as const;
type Lang = keyof typeof TEXTS;
const langOf = (code: string): Lang => (code.toUpperCase() in TEXTS ? (code.toUpperCase() as Lang) : 'EN');

type Launch = PlatformState['launches'] extends Map<string, infer L> ? L : never;

/** One value per running platform (a process may run several, as the tests do), made on first use. */
function perPlatform<V>(make: () => V): (app: PlatformState) => V {
  const values = new WeakMap<PlatformState, V>();
  return (app) => {
    let v = values.get(app);
    if (v === undefined) values.set(app, (v = make()));
    return v;
  };
}

/** Free-play balances by ticket. */
const freeBalance = perPlatform(() => new Map<string, number>());

/** Why a launch ended early, by ticket, so its page can say so: signed out, or a limit's refusal. */
type EndReason = { kind: 'signed-out' } | { kind: 'limit'; refusal: ApiError };
const endReasonsOf = perPlatform(() => new Map<string, EndReason & { language: string }>());

/**
 * A launch plays only while the sign-in session it came from lives and is within the player's
 * own session time limit: checked on every page, spin and bet, not only at launch, so a game
 * left open does not outlast the limit or a sign-out.
 */
function liveLaunch(app: PlatformState, ticket: string): Launch | undefined {
  const launch = app.launches.get(ticket);
  if (!launch) return undefined;
  const reason = endReason(app, launch);
  if (!reason) return launch.expiresAt > app.now() ? launch : undefined;
  app.launches.delete(ticket);
  const reasons = endReasonsOf(app);
  reasons.set(ticket, { ...reason, language: launch.language });
  if (reasons.size > 1000) reasons.delete(reasons.keys().next().value as string); // the oldest: a page reloaded long after is just "ended"
  return undefined;
}

function endReason(app: PlatformState, launch: Launch): EndReason | null {
  const now = app.now();
  const session = app.db.prepare('SELECT expires_at, revoked_at FROM sessions WHERE id = ?').get(launch.sessionId) as
    | { expires_at: number; revoked_at: number | null }
    | undefined;
  if (!session || session.revoked_at !== null || session.expires_at <= now) return { kind: 'signed-out' };
  const refusal = limitRefusal(app, launch, 0, now);
  return refusal ? { kind: 'limit', refusal } : null;
}

/** A limit's refusal of real-money play (like the launch itself, limits hold real money only). */
function limitRefusal(app: PlatformState, launch: Launch, stakeCents: number, now: number): ApiError | null {
  if (launch.accountType !== 1) return null;
  return betRefusal(app, { id: launch.sessionId, user_id: launch.userId }, stakeCents, now);
}

/** A call on a launch that has ended: 410, with the refusal's code and the site's words for it when a limit ended it. */
function answerEnded(app: PlatformState, res: ServerResponse, ticket: string): true {
  const ended = endReasonsOf(app).get(ticket);
  if (ended?.kind !== 'limit') json(res, 410, { error: 'ended' });
  else json(res, 410, { error: 'ended', ...refusalAnswer(ended.language, ended.refusal) });
  return true;
}

/** A refusal as the game's routes answer it: the platform's error code and value, and what the site says for it. */
function refusalAnswer(language: string, refusal: ApiError): { errorCode: string; message: string; value: unknown } {
  return { errorCode: refusal.code, message: refusalText(langOf(language), refusal), value: refusal.value };
}

function balanceCents(app: PlatformState, ticket: string, launch: Launch): number {
  if (launch.accountType === 0) return freeBalance(app).get(ticket) ?? FREE_PLAY_CENTS;
  return Math.round(balanceValue(app.db, launch.userId).sumBalance * 100);
}

const money = (cents: number) => `${CURRENCY_SYMBOL}${toMoney(cents).toFixed(2)}`;

function page(lang: Lang, title: string, body: string, kind: 'slot' | 'lottery' = 'slot'): string {
  const extra =
    kind === 'lottery'
      ? '<link rel="stylesheet" href="/games/lottery.css"><script src="/games/lottery.js" defer></script>'
      : '<script src="/games/slot.js" defer></script>';
  return `<!doctype html><html lang="${lang === 'TY' ? 'tl' : lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/games/slot.css">${extra}<script src="/games/reality-check.js" defer></script></head><body>${body}</body></html>`;
}

function json(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * The JSON body of a POST to the game's routes, or undefined when the request is answered
 * already: 405 for another method, 400 for a body over 4 kB or not JSON.
 */
async function readJsonPost<T>(req: IncomingMessage, res: ServerResponse): Promise<T | undefined> {
  if (req.method !== 'POST') {
    json(res, 405, { error: 'method' });
    return undefined;
  }
  try {
    return JSON.parse((await readBody(req, 4 * 1024)).toString('utf8')) as T;
  } catch {
    json(res, 400, { error: 'bad_request' });
    return undefined;
  }
}

/** The demo games' own scripts and stylesheets (server/web/demo-game/), by path under /games/. */
const ASSETS: ReadonlyMap<string, { type: string; body: string }> = new Map(
  ['slot.js', 'slot.css', 'lottery.js', 'lottery.css', 'reality-check.js'].map((file) => [
    `/games/${file}`,
    { type: file.endsWith('.js') ? 'text/javascript' : 'text/css', body: readFileSync(new URL(`./demo-game/${file}`, import.meta.url), 'utf8') },
  ]),
);

/** Answers the demo game's routes; false for any other path. */
export function serveDemoGame(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean> {
  const asset = ASSETS.get(url.pathname);
  if (asset) {
    res.writeHead(200, { 'Content-Type': `${asset.type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
    res.end(asset.body);
    return true;
  }
  switch (url.pathname) {
    case '/games/api/lottery/bet':
      return lotteryBet(app, req, res);
    case '/games/play':
      return gamePage(app, res, url);
    case '/games/api/state':
      return state(app, res, url);
    case '/games/api/spin':
      return spin(app, req, res);
    case '/games/api/continue':
      return continuePlay(app, req, res);
    default:
      return false;
  }
}

function gamePage(app: PlatformState, res: ServerResponse, url: URL): boolean {
  const ticket = url.searchParams.get('ticket') ?? '';
  const launch = liveLaunch(app, ticket);
  if (!launch) {
    const ended = endReasonsOf(app).get(ticket);
    const lang = langOf(ended?.language ?? 'EN');
    const t = TEXTS[lang];
    if (ended?.kind === 'limit') {
      const title = refusalText(lang, ended.refusal);
      const text = siteText(lang, 'rg.rc.limitText');
      sendHtml(res, 410, page(lang, title, `<main class="ended"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${limitLinks(lang, false)}</main>`));
      return true;
    }
    const title = t.ended;
    const text = ended?.kind === 'signed-out' ? t.signedOut : t.endedText;
    sendHtml(
      res,
      410,
      page(lang, title, `<main class="ended"><h1>${title}</h1><p>${text}</p><a class="back" href="/m/home" target="_top">${t.back}</a></main>`),
    );
    return true;
  }
  const lang = langOf(launch.language);
  const t = TEXTS[lang];
  const lottery = lotteryGameByNode(app.db, launch.nodeId);
  if (lottery) return lotteryPage(app, res, ticket, launch, lottery);
  const g = app.db
    .prepare('SELECT g.display_name, v.display_name AS vendor FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ?')
    .get(launch.nodeId) as { display_name: string; vendor: string } | undefined;
  const title = launch.lobby ? t.lobby.replace('{vendor}', g?.vendor ?? '') : (g?.display_name ?? 'Game');
  const stakes = STAKES_CENTS.map(
    (c, i) => `<label class="stake"><input type="radio" name="stake" value="${c}"${i === 0 ? ' checked' : ''}><span>${money(c)}</span></label>`,
  ).join('');
  const reels = [0, 1, 2].map((i) => `<span class="reel" data-reel="${i}">${SYMBOLS[i]!.glyph}</span>`).join('');
  const texts = JSON.stringify({
    win: t.win,
    lose: t.lose,
    insufficient: t.insufficient,
    failed: t.failed,
    symbols: SYMBOLS.map((s) => s.glyph),
  });
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
  ${limitLinks(lang, true)}
  ${realityPanel(t)}
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
  if (!launch) return answerEnded(app, res, ticket);
  json(res, 200, { balanceCents: balanceCents(app, ticket, launch), stakes: STAKES_CENTS, realityCheck: realityCheckOf(app, launch, app.now()) });
  return true;
}

async function spin(app: PlatformState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const body = await readJsonPost<{ ticket?: unknown; stake?: unknown }>(req, res);
  if (body === undefined) return true;
  const ticket = typeof body.ticket === 'string' ? body.ticket : '';
  const stake = Number(body.stake);
  const launch = liveLaunch(app, ticket);
  if (!launch) return answerEnded(app, res, ticket);
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
  if (heldForRealityCheck(app, res, launch, now)) return true;
  if (refusedByLimit(app, res, launch, stake, now)) return true;
  try {
    app.db.transaction(() => {
      post(app.db, launch.userId, 'BET', -stake, now, g?.display_name ?? launch.nodeId);
      if (win > 0) post(app.db, launch.userId, 'PAY', win, now, g?.display_name ?? launch.nodeId);
      app.db
        .prepare('INSERT INTO bets (user_id, node_id, stake_cents, payout_cents, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(launch.userId, launch.nodeId, stake, win, now);
    })();
    notifyPlay(app, launch.userId, win);
    afterStake(app, launch.userId, now);
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

/**
 * The reality check of a real-money launch (null for free play, or when the merchant turned the
 * tool off): how long until it is due, and what it says then. The game's page times itself
 * with `dueInMs`, so a game opened on its own shows the check without waiting for a spin.
 */
function realityCheckOf(app: PlatformState, launch: Launch, now: number): { dueInMs: number; minutes: number; amount: string } | null {
  const config = app.switches.responsibleGaming();
  if (launch.accountType !== 1 || !config.tools.realityCheck) return null;
  const s = playSession(app.db, { id: launch.sessionId, user_id: launch.userId }, now, config.realityCheckMinutes);
  return { dueInMs: Math.max(0, s.nextCheckAt - now), minutes: Math.floor((now - s.startedAt) / 60_000), amount: money(s.netCents) };
}

/**
 * The reality check holds real-money play in the game's own window too (a game opened in a new
 * window has no site around it to show the check): once the check is due, a spin or bet is
 * answered `{ error: 'reality-check', minutes, amount }` and nothing is debited until the
 * player continues (here or in the site's dialog: the platform keeps one clock per session).
 */
function heldForRealityCheck(app: PlatformState, res: ServerResponse, launch: Launch, now: number): boolean {
  const check = realityCheckOf(app, launch, now);
  if (!check || check.dueInMs > 0) return false;
  json(res, 200, { error: 'reality-check', minutes: check.minutes, amount: check.amount });
  return true;
}

/** "Continue playing" from the game's window: the next check is one interval from now. */
async function continuePlay(app: PlatformState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const body = await readJsonPost<{ ticket?: unknown }>(req, res);
  if (body === undefined) return true;
  const ticket = typeof body.ticket === 'string' ? body.ticket : '';
  const launch = liveLaunch(app, ticket);
  if (!launch) return answerEnded(app, res, ticket);
  acknowledge(app.db, launch.sessionId, app.now());
  json(res, 200, { ok: true });
  return true;
}

/** The reality check's panel, hidden until the check is due (reality-check.js). */
function realityPanel(t: (typeof TEXTS)[Lang]): string {
  const texts = JSON.stringify({ text: t.realityText });
  return `<section id="reality-check" class="reality" role="alertdialog" aria-labelledby="reality-title" aria-describedby="reality-text" data-texts="${escapeHtml(texts)}" hidden>
    <h2 id="reality-title">${escapeHtml(t.realityTitle)}</h2><p id="reality-text"></p>
    <button type="button" id="reality-continue" class="spin">${escapeHtml(t.realityContinue)}</button>
    <a class="leave" id="reality-stop" href="/m/home" target="_top">${escapeHtml(t.realityStop)}</a>
  </section>`;
}

/**
 * A real-money stake a limit refuses: answered `{ error: 'limit', errorCode, message, value }`
 * (the platform's code, e.g. `rg.loss_limit.day`, and the site's words for it), nothing debited.
 */
function refusedByLimit(app: PlatformState, res: ServerResponse, launch: Launch, stakeCents: number, now: number): boolean {
  const refusal = limitRefusal(app, launch, stakeCents, now);
  if (!refusal) return false;
  json(res, 200, { error: 'limit', ...refusalAnswer(launch.language, refusal) });
  return true;
}

/** Where a player refused by a limit goes on: the game list, or the limits they set (target _top: out of the site's frame). */
function limitLinks(lang: Lang, hidden: boolean): string {
  const link = (path: string, key: string) => `<a href="${path}" target="_top">${escapeHtml(siteText(lang, key))}</a>`;
  return `<nav id="limit-links" class="limit-links" aria-label="${escapeHtml(siteText(lang, 'title.responsibleGaming'))}"${hidden ? ' hidden' : ''}>${link('/m/gameList', 'title.gameList')}${link('/m/responsibleGaming', 'title.responsibleGaming')}</nav>`;
}

/** The numbers a lottery's bet form offers: 0–9 for digit games, else 1 to its highest ball. */
export function lotteryNumbers(g: Pick<LotteryDraw, 'ball_max'>): string[] {
  if (g.ball_max <= 9) return Array.from({ length: 10 }, (_, i) => String(i));
  return Array.from({ length: g.ball_max }, (_, i) => String(i + 1).padStart(2, '0'));
}

const clock = (t: number) => {
  const d = new Date(t);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function lotteryPage(app: PlatformState, res: ServerResponse, ticket: string, launch: Launch, g: LotteryDraw & { name: string }): boolean {
  const lang = langOf(launch.language);
  const t = TEXTS[lang];
  const vendor = app.db.prepare('SELECT v.display_name FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ?').get(launch.nodeId) as
    | { display_name: string }
    | undefined;
  const draws = nextDraws(g, app.now(), LOTTERY_DRAWS_MAX);
  const numbers = lotteryNumbers(g)
    .map((n) => `<label class="ball"><input type="checkbox" name="number" value="${n}"><span>${n}</span></label>`)
    .join('');
  const stakes = STAKES_CENTS.map(
    (c, i) => `<label class="stake"><input type="radio" name="stake" value="${c}"${i === 0 ? ' checked' : ''}><span>${money(c)}</span></label>`,
  ).join('');
  const drawChoices = Array.from({ length: LOTTERY_DRAWS_MAX }, (_, i) => i + 1)
    .map(
      (n) =>
        `<label class="stake"><input type="radio" name="draws" value="${n}"${n === 1 ? ' checked' : ''}><span>${escapeHtml(t.drawCount.replace('{n}', String(n)))}</span></label>`,
    )
    .join('');
  const texts = JSON.stringify({
    placed: t.placed,
    pickSome: t.pickSome,
    insufficient: t.insufficient,
    realOnly: t.realOnly,
    failed: t.betFailed,
  });
  sendHtml(
    res,
    200,
    page(
      lang,
      g.name,
      `<main id="lottery" data-ticket="${escapeHtml(ticket)}" data-texts="${escapeHtml(texts)}" data-currency="${escapeHtml(CURRENCY_SYMBOL)}" data-pick-max="${LOTTERY_PICK_MAX}">
  <header><img src="/img/lottery/${escapeHtml(g.code)}.svg" width="56" height="56" alt=""><div><h1>${escapeHtml(g.name)}</h1>
  <p class="meta">${escapeHtml(vendor?.display_name ?? '')} · ${launch.accountType === 1 ? t.real : t.free} · <span class="lang">${lang}</span></p></div></header>
  <p class="balance">${t.balance}: <output id="balance" aria-live="polite">${money(balanceCents(app, ticket, launch))}</output></p>
  <section class="draws" aria-labelledby="draws-title"><h2 id="draws-title">${t.nextDraws}</h2>
  <ol>${draws.map((d) => `<li>${escapeHtml(t.closes.replace('{issue}', d.issue).replace('{time}', clock(d.closesAt)))}</li>`).join('')}</ol></section>
  <form id="bet" novalidate>
    <fieldset class="balls"><legend>${escapeHtml(t.pick.replace('{max}', String(LOTTERY_PICK_MAX)))}</legend>${numbers}</fieldset>
    <fieldset class="stakes"><legend>${t.perDraw}</legend>${stakes}</fieldset>
    <fieldset class="stakes"><legend>${t.draws}</legend>${drawChoices}</fieldset>
    <p class="total">${t.total}: <output id="total">${money(STAKES_CENTS[0])}</output></p>
    <button type="submit" id="place" class="spin">${t.place}</button>
  </form>
  <p id="result" class="result" role="status"></p>
  ${limitLinks(lang, true)}
  ${realityPanel(t)}
  <a class="back" href="/m/home" target="_top">${t.back}</a>
</main>`,
      'lottery',
    ),
  );
  return true;
}

async function lotteryBet(app: PlatformState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const body = await readJsonPost<{ ticket?: unknown; numbers?: unknown; stake?: unknown; draws?: unknown }>(req, res);
  if (body === undefined) return true;
  const ticket = typeof body.ticket === 'string' ? body.ticket : '';
  const launch = liveLaunch(app, ticket);
  if (!launch) return answerEnded(app, res, ticket);
  const game = lotteryGameByNode(app.db, launch.nodeId);
  if (!game) {
    json(res, 410, { error: 'ended' });
    return true;
  }
  if (launch.accountType !== 1) {
    json(res, 200, { error: 'real_only' });
    return true;
  }
  const offered = new Set(lotteryNumbers(game));
  const numbers = Array.isArray(body.numbers) ? body.numbers : [];
  const stake = Number(body.stake);
  const draws = Number(body.draws);
  const valid =
    numbers.length >= 1 &&
    numbers.length <= LOTTERY_PICK_MAX &&
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => typeof n === 'string' && offered.has(n)) &&
    (STAKES_CENTS as readonly number[]).includes(stake) &&
    Number.isInteger(draws) &&
    draws >= 1 &&
    draws <= LOTTERY_DRAWS_MAX;
  if (!valid) {
    json(res, 400, { error: 'bet' });
    return true;
  }
  const now = app.now();
  launch.expiresAt = now + 30 * 60 * 1000; // playing keeps the session alive
  const picked = [...(numbers as string[])].sort((a, b) => Number(a) - Number(b));
  if (heldForRealityCheck(app, res, launch, now)) return true;
  if (refusedByLimit(app, res, launch, stake * draws, now)) return true;
  try {
    const { orderId, totalCents } = placeLotteryOrder(app.db, launch.userId, game, { numbers: picked, stakeCents: stake, draws }, now);
    notifyBalance(app, launch.userId, 'bet');
    afterStake(app, launch.userId, now);
    json(res, 200, { orderId, totalCents, draws, balanceCents: balanceCents(app, ticket, launch) });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'balance.insufficient') {
      json(res, 200, { error: 'insufficient', balanceCents: balanceCents(app, ticket, launch) });
      return true;
    }
    throw e;
  }
  return true;
}
