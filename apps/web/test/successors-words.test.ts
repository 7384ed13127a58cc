/**
 * The Successors board names every choice in words (issue 19): each verb of the rules has its
 * button label, each step its heading, and every subject and target (spaces, generals, cards,
 * CU types, fleets, routes, factions, counts) reads from the catalogs in English and in French —
 * never a raw id, never the "?" of an unknown one. Every choice offered over a few hundred
 * decisions of a 4-player game is named.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { askBot, createGame, submit, waitingOn } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { legalBot, successors } from '@diadochi/successors';
import type { SuccessorsState, SuccessorsView } from '@diadochi/successors';
import { idLabel, phaseLabel, verbLabel } from '../src/boards/successors/words.ts';
import { setLang, t } from '../src/i18n.ts';

interface Offered {
  steps: Set<string>;
  verbs: Set<string>;
  ids: Map<string, string>;
}

/** The choices offered to the deciding player over `n` decisions of a seeded game. */
function offered(seed: string, n: number): Offered {
  const made = createGame(successors, { seed, options: { players: 4 } });
  if (!made.ok) throw new Error('create');
  let s = made.value as GameSession<SuccessorsState>;
  const out: Offered = { steps: new Set(), verbs: new Set(), ids: new Map() };
  for (let i = 0; i < n; i++) {
    const w = waitingOn(successors, s);
    if (!w.pending) break;
    const who = w.missing[0]!;
    const v = successors.view(s.state, who) as SuccessorsView;
    out.steps.add(v.step.k);
    for (const c of v.choices) {
      out.verbs.add(c.verb);
      if (c.subject !== undefined) out.ids.set(`${c.verb}|${c.subject}`, c.verb);
      for (const tg of c.targets ?? []) out.ids.set(`${c.verb}|${tg}`, c.verb);
    }
    const r = submit(successors, s, who, askBot(successors, s, who, legalBot(`${seed}:${who}`)));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.session;
  }
  return out;
}

describe('the Successors board names every choice (issue 19)', () => {
  let seen: Offered;
  beforeAll(() => {
    if (typeof document === 'undefined') vi.stubGlobal('document', { documentElement: {} });
    seen = offered('words', 250);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`in ${lang}: verbs, steps, subjects and targets`, () => {
      setLang(lang);
      expect(seen.verbs.size).toBeGreaterThan(10);
      for (const verb of seen.verbs) expect(verbLabel(verb), verb).not.toBe(t('suc.verb.other'));
      for (const k of seen.steps) expect(phaseLabel(k), k).not.toBe(t('suc.phase.other'));
      for (const [key, verb] of seen.ids) {
        const id = key.slice(verb.length + 1);
        const label = idLabel(id, verb);
        expect(label, key).not.toBe('?');
        // a raw id (`silver-shields`, `minor:blue:1`, `12`, `a>b`) is never shown: a number only as a card's name or a count of CUs, with its unit
        if (/[-:>,\d]/.test(id)) expect(label, key).not.toBe(id);
      }
    });
  }

  it('the words of the board: every verb of the rules has its label in both languages', () => {
    // the verbs choicesOf may list (games/successors/src/rules), as a board must show them
    const verbs = ['play-event', 'play-ops', 'play-bonus', 'play-surprise', 'discard', 'upgrade-fleet', 'buy-general', 'recall-fleet', 'pass', 'skip', 'stop', 'done', 'end', 'place', 'siege', 'move', 'fight', 'avoid', 'stand', 'sail', 'intercept', 'intercept-fleet', 'inside', 'fall-back', 'stay', 'join', 'sortie', 'roll', 'levy', 'remove-control', 'recruit', 'proclaim', 'assassinate', 'pick-up', 'drop', 'drop-general', 'march', 'control', 'lose', 'land', 'land-inside', 'leave', 'hold', 'grant', 'deny', 'first', 'event', 'disband', 'detach', 'detach-minor', 'defend', 'attack', 'command', 'bury', 'target', 'escort', 'no-escort', 'enter-city', 'leave-city'];
    for (const lang of ['en', 'fr'] as const) {
      setLang(lang);
      for (const v of verbs) expect(verbLabel(v), `${lang} ${v}`).not.toBe(t('suc.verb.other'));
    }
  });
});
