/**
 * A public game's page (`/games/:id`) served with what it will load first named in its head
 * (issue 22: the map painted ≤ 0.5 s cold): the game's view, and the board's code, styles and map
 * of the game's ruleset, which the build lists in `board-preloads.json` (apps/web/src/build/
 * board-preloads.ts). Without them the page asks for the view once its boot script has loaded and
 * run, and for the board once the view has named the ruleset: three round trips one after the
 * other before the map; with them, one after the page.
 *
 * Only public games (no invitation token): a private game's page says nothing about the game to
 * whoever asks for its address, not even its ruleset. The page is the same for every visitor of
 * a game but for the map's language, guessed from `Accept-Language` as the client guesses it from
 * the browser's language (a visitor who chose the other language loads the other map as before).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One ruleset's entry of `board-preloads.json` (paths under the web root, no leading slash). */
export interface BoardPreload {
  scripts: string[];
  styles: string[];
  maps?: { en: string[]; fr: string[] };
  pictures?: { en: string; fr: string };
}

export interface PagePreloads {
  /** index.html as built. */
  html: string;
  boards: Record<string, BoardPreload>;
}

/** index.html and the build's board list, or null when either is missing (an older build: pages served as files). */
export function loadPagePreloads(webRoot: string): PagePreloads | null {
  const index = join(webRoot, 'index.html');
  const list = join(webRoot, 'board-preloads.json');
  if (!existsSync(index) || !existsSync(list)) return null;
  const html = readFileSync(index, 'utf8');
  if (!html.includes('</head>')) return null;
  return { html, boards: JSON.parse(readFileSync(list, 'utf8')) as Record<string, BoardPreload> };
}

/** A game page's path: `/games/<id>`, the id as the API takes it (gameIdOf), nothing after it. */
const GAME_PAGE = /^\/games\/([0-9A-Za-z_-]{1,100})\/?(?:\?.*)?$/;

export function gamePageId(url: string): string | null {
  return GAME_PAGE.exec(url)?.[1] ?? null;
}

/** The client's first language (src/lang-pref.ts: French if the browser's language is French, else English). */
export function pageLang(acceptLanguage: string | undefined): 'en' | 'fr' {
  return (acceptLanguage ?? '').trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with the game's preloads before `</head>`. The view's preload is used by the boot
 * script's fetch (src/early.ts) because they match: same URL, `cors` mode with same-origin
 * credentials (`crossorigin="anonymous"`), no extra header — a fetch with an invitation header
 * does not match and asks again.
 */
export function gamePageHtml(p: PagePreloads, gameId: string, board: BoardPreload | undefined, lang: 'en' | 'fr'): string {
  const links = [`<link rel="preload" href="/api/games/${attr(encodeURIComponent(gameId))}" as="fetch" crossorigin="anonymous" />`];
  if (board) {
    for (const f of board.styles) links.push(`<link rel="preload" href="/${attr(f)}" as="style" crossorigin="anonymous" />`);
    for (const f of [...board.scripts, ...(board.maps?.[lang] ?? [])]) links.push(`<link rel="modulepreload" href="/${attr(f)}" crossorigin="anonymous" />`);
    if (board.pictures) links.push(`<link rel="preload" href="/${attr(board.pictures[lang])}" as="image" />`);
  }
  const at = p.html.indexOf('</head>');
  return `${p.html.slice(0, at)}    ${links.join('\n    ')}\n  ${p.html.slice(at)}`;
}

/**
 * The page's bytes, brotli-compressed (quality 4, as the API's answers: compress.ts) for a browser
 * that accepts it: the not-found handler that serves it is no route, which @fastify/compress skips,
 * and the static index.html it replaces was sent pre-compressed.
 */
export function gamePageBody(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding?: 'br' } {
  if (!/\bbr\b/.test(acceptEncoding ?? '')) return { body: html };
  return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
}
