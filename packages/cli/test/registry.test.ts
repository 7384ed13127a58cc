import { describe, expect, it, vi } from 'vitest';
import { commandIndex } from '../src/command-index.ts';
import { main } from '../src/main.ts';
import { groups, listCommands, loadCommand } from '../src/registry.ts';

describe('command registry (issue 22: a command loads only its own group)', () => {
  it('lists every tool of every group once, the platform first, the games joined by name', async () => {
    const entries = await listCommands();
    const names = entries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 6)).toEqual(['rules-coverage', 'verify', 'demo', 'selfplay', 'fuzz', 'arena']);
    for (const g of groups) for (const tool of await g.load()) expect(entries.find((e) => e.name === tool.name)?.groups).toContain(g.id);
    expect(entries.find((e) => e.name === 'play')).toMatchObject({ usage: 'play <phalanxx|successors|syracuse> …', groups: ['phalanxx', 'successors', 'syracuse'] });
    expect(entries.find((e) => e.name === 'datc')?.groups).toEqual(['diadoques']);
  });

  it('loads from its groups the very command the index describes', async () => {
    for (const entry of await commandIndex()) {
      const command = await loadCommand(entry);
      expect({ name: command.name, summary: command.summary, usage: command.usage }).toEqual({ name: entry.name, summary: entry.summary, usage: entry.usage });
    }
  });

  it('refuses an entry whose groups do not offer it', async () => {
    await expect(loadCommand({ name: 'datc', summary: '', usage: '', groups: ['syracuse'] })).rejects.toThrow(/no command "datc"/);
  });

  it('answers `<command> --help` from the index and runs a joined command by ruleset', async () => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void out.push(s));
    expect(await main(['datc', '--help'])).toBe(0);
    expect(out.pop()).toMatch(/^Usage: npx diadochi datc/);
    expect(await main(['play', 'no-such-ruleset'])).toBe(2);
    expect(out.pop()).toMatch(/npx diadochi play phalanxx[\s\S]*npx diadochi play syracuse/);
    log.mockRestore();
    error.mockRestore();
  });
});
