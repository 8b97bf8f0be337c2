// The performance floor of a page: the same page saved as static HTML once it has rendered
// (every open shadow root as declarative shadow DOM with its adopted stylesheets as <style>, the
// same images, no script), served from an origin that answers everything else like the
// platform does. Lighthouse on it gives the LCP a page of that content could reach; the live
// page is measured against it (scripts/perf-report.mjs).
import { createServer, request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The rendered page in `page` (puppeteer) as static HTML: scripts, module preloads and the
 * first-screen data block left out, shadow roots as `<template shadowrootmode="open">`.
 */
export async function snapshotHtml(page) {
  return page.evaluate(() => {
    const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
    const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const sheetText = (sheets) =>
      [...sheets]
        .map((sheet) => {
          try {
            return [...sheet.cssRules].map((r) => r.cssText).join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
    const skip = (el) =>
      el.localName === 'script' || (el.localName === 'link' && /modulepreload|preload/.test(el.getAttribute('rel') ?? '')) || el.localName === 'noscript';
    // A modal dialog (the guest popup) cannot be modal in static HTML: left closed, as on first paint.
    const attributes = (el) => [...el.attributes].filter((a) => !(el.localName === 'dialog' && a.name === 'open'));
    const children = (node) => [...node.childNodes].map(serialize).join('');
    function serialize(node) {
      if (node.nodeType === Node.TEXT_NODE) return node.parentElement?.localName === 'style' ? node.data : escapeText(node.data);
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const el = node;
      if (skip(el)) return '';
      const tag = el.localName;
      const attrs = attributes(el)
        .map((a) => ` ${a.name}="${escapeAttr(a.value)}"`)
        .join('');
      if (VOID.has(tag)) return `<${tag}${attrs}>`;
      let inner = '';
      if (el.shadowRoot) {
        inner += `<template shadowrootmode="open"><style>${sheetText(el.shadowRoot.adoptedStyleSheets)}</style>${children(el.shadowRoot)}</template>`;
      }
      inner += tag === 'template' ? children(el.content) : children(el);
      return `<${tag}${attrs}>${inner}</${tag}>`;
    }
    const html = document.documentElement;
    const attrs = [...html.attributes].map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
    return `<!doctype html>\n<html${attrs}>${children(html)}</html>`;
  });
}

/**
 * Serves `html` at `path` and forwards every other request to `platform` (same origin for the
 * page's stylesheet and images, as on the live page). Resolves with its origin and a close().
 */
export function serveFloor(platform, path, html, port) {
  const target = new URL(platform);
  const raw = Buffer.from(html);
  // Compressed as the platform sends its pages (the snapshot repeats each element's styles).
  const variants = { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
  const server = createServer((req, res) => {
    if (req.url === path) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const body = encoding ? variants[encoding] : raw;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': body.length,
      });
      res.end(body);
      return;
    }
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }));
  });
}
