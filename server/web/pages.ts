import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseFormBody, readBody } from '../http/body.ts';
import { escapeHtml, sendHtml } from '../http/security-headers.ts';
import { completeGatewayDeposit } from '../api/wallet.ts';
import { serveDemoGame } from './demo-game.ts';
import { toMoney } from '../api/util.ts';
import type { PlatformState } from '../state.ts';

/**
 * Small server-rendered pages standing in for third parties: a vendor's game window
 * (/games/play, a playable slot: ./demo-game.ts), a payment gateway (/pay/<token>) and app
 * downloads (/download/…). No inline scripts or styles: they pass the same CSP as the site.
 */
const STYLE_PATH = '/games/style.css';
const STYLE = `body{font-family:system-ui,Helvetica,Arial,sans-serif;margin:0;background:#14172b;color:#f5f5f5}
main{max-width:34rem;margin:0 auto;padding:1.5rem;text-align:center}
img{width:9rem;height:9rem;border-radius:1rem}
a,button{display:inline-block;margin:.5rem;padding:.7rem 1.4rem;border-radius:2rem;border:0;background:#ff8f00;color:#fff;font-size:1rem;text-decoration:none;cursor:pointer}
a.secondary{background:#37474f}
dl{display:grid;grid-template-columns:auto auto;gap:.3rem 1rem;justify-content:center;text-align:left}
dt{opacity:.7}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${STYLE_PATH}"></head><body><main>${body}</main></body></html>`;
}

export function servePages(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean> {
  const path = url.pathname;
  if (path === STYLE_PATH) {
    res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
    res.end(STYLE);
    return true;
  }
  if (path.startsWith('/games/')) {
    const game = serveDemoGame(app, req, res, url);
    if (game !== false) return game;
  }
  const pay = /^\/pay\/([A-Za-z0-9_-]{10,64})$/.exec(path);
  if (pay) return payPage(app, req, res, pay[1]!);
  if (path.startsWith('/download/')) {
    sendHtml(res, 200, page('Download', `<h1>MC01 app</h1><p>This demo platform has no app file to download.</p><a href="/m/download">Back</a>`));
    return true;
  }
  return false;
}

async function payPage(app: PlatformState, req: IncomingMessage, res: ServerResponse, token: string): Promise<boolean> {
  const deposit = app.db
    .prepare('SELECT d.amount_cents, d.status, m.vendor FROM deposits d JOIN deposit_methods m ON m.id = d.method_id WHERE d.pay_token = ?')
    .get(token) as { amount_cents: number; status: string; vendor: string } | undefined;
  if (!deposit) {
    sendHtml(res, 404, page('Payment not found', `<h1>Payment not found</h1><a href="/m/voucherCenter">Back</a>`));
    return true;
  }
  if (req.method === 'POST') {
    const form = parseFormBody(await readBody(req, 16 * 1024));
    if (form.action === 'pay') {
      const done = completeGatewayDeposit(app, token, app.now());
      sendHtml(
        res,
        200,
        page(
          'Payment',
          done.ok
            ? `<h1>Payment complete</h1><p>¥${done.amount.toFixed(2)} will show in your wallet.</p><a href="/m/vouReport">See deposit records</a>`
            : `<h1>This payment is closed</h1><a href="/m/vouReport">See deposit records</a>`,
        ),
      );
      return true;
    }
  }
  const amount = toMoney(deposit.amount_cents).toFixed(2);
  sendHtml(
    res,
    200,
    page(
      'Payment',
      deposit.status === 'pending'
        ? `<h1>${escapeHtml(deposit.vendor)} payment</h1><p>Amount: ¥${amount}</p><form method="post"><input type="hidden" name="action" value="pay"><button type="submit">Pay now</button></form><a class="secondary" href="/m/voucherCenter">Cancel</a>`
        : `<h1>This payment is ${escapeHtml(deposit.status)}</h1><a href="/m/vouReport">See deposit records</a>`,
    ),
  );
  return true;
}
