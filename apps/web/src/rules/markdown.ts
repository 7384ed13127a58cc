/**
 * The little markdown the "how to play" pages use, turned into elements (never innerHTML):
 * `#`–`###` headings, paragraphs, `-` and `1.` lists, `**bold**`, `*emphasis*`, `` `code` `` and
 * links `[text](href)` to pages of the site (`/…` or `#…`; any other address stays text).
 */
import { h } from '../dom.ts';

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(text: string): (Node | string)[] {
  const out: (Node | string)[] = [];
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    if (m[1] !== undefined) out.push(h('strong', {}, m[1]));
    else if (m[2] !== undefined) out.push(h('em', {}, m[2]));
    else if (m[3] !== undefined) out.push(h('code', {}, m[3]));
    else if (/^[/#]/.test(m[5]!)) out.push(h('a', { href: m[5]! }, m[4]!));
    else out.push(m[4]!);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function markdown(source: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  let para: string[] = [];
  let list: { el: HTMLElement; ordered: boolean } | null = null;
  let sub: { el: HTMLElement; ordered: boolean } | null = null;
  const flush = () => {
    if (para.length) out.push(h('p', {}, inline(para.join(' '))));
    para = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const indented = /^\s{2,}/.test(raw);
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line);
    if (line === '' || heading || item) flush();
    if (line === '') {
      list = sub = null;
      continue;
    }
    if (heading) {
      list = sub = null;
      // Under the page's title (h2): # → h3, ## → h4, ### → h5.
      out.push(h(`h${heading[1]!.length + 2}` as 'h3', {}, inline(heading[2]!)));
    } else if (item && indented && list?.el.lastElementChild) {
      // One level of nesting: an indented item belongs to the list item above it.
      const ordered = item[2] !== undefined;
      if (!sub || sub.ordered !== ordered) {
        sub = { el: h(ordered ? 'ol' : 'ul', {}), ordered };
        list.el.lastElementChild.append(sub.el);
      }
      sub.el.append(h('li', {}, inline(item[3]!)));
    } else if (item) {
      sub = null;
      const ordered = item[2] !== undefined;
      if (!list || list.ordered !== ordered) {
        list = { el: h(ordered ? 'ol' : 'ul', ordered && item[2] !== '1' ? { start: item[2]! } : {}), ordered };
        out.push(list.el);
      }
      list.el.append(h('li', {}, inline(item[3]!)));
    } else if (list && indented) {
      (sub ?? list).el.lastElementChild?.append(' ', ...inline(line));
    } else {
      list = sub = null;
      para.push(line);
    }
  }
  flush();
  return out;
}
