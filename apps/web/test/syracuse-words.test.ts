/**
 * The Syracuse board names every choice in words (issue 16): zones, forts, reinforcement groups
 * (`syracuse 10.1`), stratagems (`syracuse S1`–`S25`), counters, pieces and the Advantage's uses
 * come from the catalogs in English and in French; no raw id (T16, M7, S15, c7, 10.1.AR3) is
 * ever a label. Every choice offered over the first turns of each scenario is named.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { askBot, createGame, playerView, promptLine, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameSession } from '@diadochi/kernel';
import { heuristicBot, syracuse } from '@diadochi/syracuse';
import type { SyracuseState } from '@diadochi/syracuse';
import type { SyracuseView } from '@diadochi/syracuse';
import { acknowledge, botStep, decide, newLocalGame, screenOf } from '../src/boards/syracuse/local.ts';
import type { LocalGame } from '../src/boards/syracuse/local.ts';
import { learnFaces, pieceName, faceName, promptText, targetLabel } from '../src/boards/syracuse/words.ts';
import { setLang } from '../src/i18n.ts';

const RAW = /\b(T\d{1,2}|M\d{1,2}|S\d{1,2}|c\d{1,2}|\d+\.\d+\.[A-Z]+\d*|Catane:fort|syracuse \d)\b/;

/** Labels of every choice of the view, as the board's buttons show them. */
function labels(v: SyracuseView): { raw: string; label: string }[] {
  learnFaces(v);
  const out: { raw: string; label: string }[] = [];
  for (const c of v.choices ?? []) {
    if (c.subject) out.push({ raw: c.subject, label: c.verb === 'play' ? faceName(c.subject) : pieceName(v, c.subject) });
    for (const tg of c.targets ?? []) out.push({ raw: `${c.verb} ${c.subject ?? ''} ${tg}`, label: targetLabel(v, c.verb, c.subject, tg) });
  }
  return out;
}

function play(scenario: string, steps: number, pick: (i: number, n: number) => number): SyracuseView[] {
  const r = newLocalGame({ scenario: scenario as never, seats: { ath: 'human', syr: 'human' }, seed: `words-${scenario}` });
  if (!r.ok) throw new Error('create failed');
  let g: LocalGame = r.value;
  const views: SyracuseView[] = [];
  for (let i = 0; i < steps; i++) {
    const s = screenOf(g);
    if (s.kind === 'pass') {
      g = acknowledge(g);
      continue;
    }
    if (s.kind === 'bot') {
      g = botStep(g);
      continue;
    }
    if (s.kind !== 'play') break;
    const v = s.view.view as SyracuseView;
    views.push(v);
    const cs = v.choices ?? [];
    const c = cs[pick(i, cs.length)]!;
    const ts = c.targets ?? [];
    const next = decide(g, { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(ts.length ? { target: ts[pick(i + 1, ts.length)] } : {}) });
    if (!next.ok) {
      // a choice the engine then refuses (a target no longer open): take the quiet one
      const q = cs.find((x) => ['pass', 'done', 'end', 'stay'].includes(x.verb)) ?? cs[0]!;
      const r2 = decide(g, { verb: q.verb, ...(q.subject ? { subject: q.subject } : {}), ...(q.targets ? { target: q.targets[0] } : {}) });
      if (!r2.ok) break;
      g = r2.value;
    } else g = next.value;
  }
  return views;
}

describe('Syracuse board words', () => {
  // setLang marks the page's language on <html>: a bare stand-in here, no browser needed
  beforeAll(() => {
    if (typeof document === 'undefined') vi.stubGlobal('document', { documentElement: {} });
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`every choice of the first turns is named in words (${lang})`, () => {
      setLang(lang);
      let named = 0;
      const verbs = new Set<string>();
      for (const scenario of ['historical', 'variant', 'alcibiades']) {
        for (const v of play(scenario, 260, (i, n) => (i * 7 + 3) % n)) {
          for (const { raw, label } of labels(v)) {
            expect(label, raw).not.toMatch(RAW);
            expect(label.length, raw).toBeGreaterThan(0);
            named++;
          }
          for (const c of v.choices ?? []) verbs.add(c.verb);
        }
      }
      expect(named).toBeGreaterThan(200);
      // the labels met include places, pieces and groups: the place step and a move were offered
      expect([...verbs]).toEqual(expect.arrayContaining(['place', 'move', 'declare']));
    });
  }

  it('a reinforcement group and a stratagem target read as words, not ids', () => {
    setLang('en');
    const v = { units: [], leaders: [], hand: [] } as unknown as SyracuseView;
    expect(targetLabel(v, 'play', 'S25', 'S15')).not.toMatch(RAW);
    expect(pieceName(v, '10.1.AR8')).toMatch(/Athenian reinforcements of turn 8/);
    setLang('fr');
    expect(pieceName(v, '10.1.AR8')).toMatch(/renforts athéniens du tour 8/);
  });

  it('the prompt is the typed prompt the view carries (view.prompt), the same line the judge sends in pending.promptData, in both languages', () => {
    // the catalog's bots play (fast, and they fight): losses and re-rolls carry their cause and dice only in the typed prompt
    const made = createGame(syracuse, { options: { scenario: 'historical' }, seed: 'words-prompt' });
    if (!made.ok) throw new Error('create failed');
    let session = made.value as GameSession<SyracuseState>;
    const phases = new Set<string>();
    for (let i = 0; i < 400 && !(phases.has('losses') && phases.has('reroll')); i++) {
      const pending = waitingOn(syracuse, session).pending;
      if (!pending) break;
      const side = pending.players[0]!;
      const v = playerView(syracuse, session, side).view as SyracuseView;
      expect(v.prompt).toEqual(pending.promptData);
      for (const lang of ['en', 'fr'] as const) {
        setLang(lang);
        expect(promptText(v)).toBe(promptLine(syracuse, pending, lang));
      }
      phases.add(v.step.k);
      const next = submit(syracuse, session, side, askBot(syracuse, session, side, heuristicBot(`words-prompt:${i}`) as Bot<SyracuseView>));
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      session = next.value.session;
    }
    expect([...phases]).toEqual(expect.arrayContaining(['declare', 'act']));
    // a step whose line needs the typed data (the cause of the losses, what a re-roll decides and its dice) was met
    expect(phases.has('losses') || phases.has('reroll')).toBe(true);
  });
});
