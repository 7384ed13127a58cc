/**
 * The press panel's conversations (issue 17 item 15), apart from the page: which conversation a
 * message is in comes from the server (`MessageView.thread`, computed from what the reader may
 * see); here they are kept with their unread counts, ordered, and named.
 */
import type { Correspondent, Message, ThreadView } from '../../api.ts';

export type ThreadKind = ThreadView['kind'];

export interface Thread {
  key: string;
  kind: ThreadKind;
  /** The other powers of a `powers` conversation. */
  with: string[];
  unread: number;
  messages: Message[];
  /** When it was opened here before any message (a new conversation), for its place in the list. */
  openedAt: number | null;
}

/** The shape of a conversation from its key (`all`, `referee`, `unsigned`, `p:east+south`). */
export function shapeOf(key: string): { kind: ThreadKind; with: string[] } {
  if (key === 'all' || key === 'referee' || key === 'unsigned') return { kind: key, with: [] };
  return { kind: 'powers', with: key.startsWith('p:') ? key.slice(2).split('+').filter(Boolean) : [] };
}

/** The key of the conversation with these powers, as the server files it. */
export function powersKey(powers: readonly string[]): string {
  return `p:${[...new Set(powers)].sort().join('+')}`;
}

/** A message counts as unread for its reader when someone else wrote it and it was delivered. */
export function countsAsUnread(m: Message): boolean {
  return !m.mine && m.status === undefined;
}

export class Threads {
  private readonly byKey = new Map<string, Thread>();

  constructor() {
    this.ensure('all');
  }

  ensure(key: string): Thread {
    let th = this.byKey.get(key);
    if (!th) {
      th = { key, ...shapeOf(key), unread: 0, messages: [], openedAt: null };
      this.byKey.set(key, th);
    }
    return th;
  }

  get(key: string): Thread | undefined {
    return this.byKey.get(key);
  }

  /** Adds a message, or replaces it (a held message released). Answers whether it is new. */
  add(m: Message): boolean {
    const th = this.ensure(m.thread);
    const i = th.messages.findIndex((x) => x.id === m.id);
    if (i >= 0) {
      th.messages[i] = m;
      return false;
    }
    th.messages.push(m);
    return true;
  }

  /** The counts the server gave (the list, or a read mark's answer). */
  setUnread(counts: Record<string, number>): void {
    for (const th of this.byKey.values()) th.unread = counts[th.key] ?? 0;
  }

  total(): number {
    let n = 0;
    for (const th of this.byKey.values()) n += th.unread;
    return n;
  }

  /** `all` first, then by their last message (a conversation just opened counts as new), newest first. */
  ordered(): Thread[] {
    const last = (th: Thread) => th.messages.at(-1)?.createdAt ?? th.openedAt ?? 0;
    const rest = [...this.byKey.values()].filter((th) => th.key !== 'all');
    return [this.byKey.get('all')!, ...rest.sort((a, b) => last(b) - last(a))];
  }
}

/** Why the powers of a conversation cannot all read: the correspondents that do not, in the conversation's order. */
export function nonReaders(powers: readonly string[], correspondents: readonly Correspondent[]): Extract<Correspondent, { reads: false }>[] {
  return powers.flatMap((p) => {
    const c = correspondents.find((x) => x.power === p);
    return c && !c.reads ? [c] : [];
  });
}
