/** The data of the prompt of the current step (`Pending.promptData`, and the view's `prompt`): what the catalogs' prompt lines name. */
import type { SyracuseState } from './state.ts';

/** The stratagem tests by what they decide (the D.5 tests are named by their key: attrition, siege, wall, chains). */
const REROLL_WHAT: Record<string, string> = { S4: 'storm', S10: 'night', S20: 'discord' };

/** The details each prompt line names (catalog `prompts[phase]`): public facts of the step, shown to both players. */
export function promptData(s: SyracuseState): unknown {
  const st = s.step;
  const zone = s.combat?.zone ?? s.retreating?.zone ?? '';
  switch (st.k) {
    case 's17-answer':
    case 'place':
      return { group: st.group };
    case 'clear':
      return { group: st.group, zone: st.zone };
    case 'recovery':
      return { cause: st.rule === 'syracuse 8.5' ? 'advantage' : st.rule.replace('syracuse ', ''), left: st.left };
    case 'declare':
      return { ap: s.ap[st.side] };
    case 'act':
      return { pool: s.pool };
    case 'withdraw':
      return { zone: st.zone };
    case 'reroll': {
      // what the die decides and the dice as they fell (the holder reads them before cancelling them, 8.4)
      const t = st.test;
      if (!t) return { zone, what: 'combat', dice: s.lastDie !== undefined ? [s.lastDie] : [] };
      const what = REROLL_WHAT[t.key] ?? t.key.split(':')[0]!;
      return { zone: t.zone, what, dice: t.dice ?? [t.die], ...(t.target ? { leader: t.target } : {}) };
    }
    case 'losses': {
      const cause = st.rule === 'syracuse S5' ? (st.eliminate ? 'hulls-eliminate' : 'hulls-reduce') : st.rule === 'syracuse S23' ? 'epidemic' : st.rule === 'syracuse 6.4.3' ? 'attrition' : 'combat';
      return { zone: st.zone, cause, left: st.left ?? 1 };
    }
    case 'combat-strat':
    case 'after-combat':
    case 'retreat':
      return { zone };
    case 'works':
      return { pt: s.works.pt };
    default:
      return {};
  }
}
