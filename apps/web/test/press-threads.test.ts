/** Issue 17 item 15: the press panel's conversations — filing, counts, order, who cannot read. */
import { describe, expect, it } from 'vitest';
import type { Message } from '../src/api.ts';
import { countsAsUnread, nonReaders, powersKey, shapeOf, Threads } from '../src/ui/press/threads.ts';

const msg = (id: string, thread: string, createdAt: number, extra: Partial<Message> = {}): Message => ({ id, step: 0, createdAt, from: 'east', to: ['north'], body: id, thread, ...extra });

describe('press conversations (issue 17 item 15)', () => {
  it('keys and shapes: a group is the same conversation whatever order its powers are named in', () => {
    expect(powersKey(['south', 'east', 'south'])).toBe('p:east+south');
    expect(shapeOf('p:east+south')).toEqual({ kind: 'powers', with: ['east', 'south'] });
    expect(shapeOf('all')).toEqual({ kind: 'all', with: [] });
    expect(shapeOf('unsigned')).toEqual({ kind: 'unsigned', with: [] });
  });

  it('files messages, replaces a released one, orders `all` first then the newest conversation', () => {
    const th = new Threads();
    expect(th.add(msg('a', 'p:east', 10))).toBe(true);
    expect(th.add(msg('b', 'p:east+south', 20))).toBe(true);
    expect(th.add(msg('c', 'all', 5))).toBe(true);
    expect(th.ordered().map((x) => x.key)).toEqual(['all', 'p:east+south', 'p:east']);
    th.add(msg('d', 'p:east', 30));
    expect(th.ordered().map((x) => x.key)).toEqual(['all', 'p:east', 'p:east+south']);
    // The same message again (released by the referee): replaced, not doubled.
    expect(th.add(msg('a', 'p:east', 10, { mine: { press: 'white', status: 'delivered' } }))).toBe(false);
    expect(th.get('p:east')!.messages.map((m) => m.id)).toEqual(['a', 'd']);
    expect(th.get('p:east')!.messages[0]!.mine?.status).toBe('delivered');
  });

  it('counts: the server’s per conversation, summed; one’s own and held messages never count', () => {
    const th = new Threads();
    th.ensure('p:east');
    th.setUnread({ all: 2, 'p:east': 1, 'p:nowhere': 4 });
    expect(th.total()).toBe(3);
    expect(countsAsUnread(msg('x', 'all', 1))).toBe(true);
    expect(countsAsUnread(msg('y', 'all', 1, { mine: { press: 'white', status: 'delivered' } }))).toBe(false);
    expect(countsAsUnread(msg('z', 'all', 1, { status: 'held' }))).toBe(false);
  });

  it('names the powers of a conversation that cannot read, with why', () => {
    const cs = [
      { power: 'east', reads: true as const },
      { power: 'west', reads: false as const, why: 'bot' as const },
      { power: 'south', reads: false as const, why: 'out' as const },
    ];
    expect(nonReaders(['east', 'south', 'west'], cs)).toEqual([cs[2], cs[1]]);
    expect(nonReaders(['east'], cs)).toEqual([]);
  });
});
