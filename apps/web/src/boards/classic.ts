/**
 * Standard Diplomacy (`classic`): no map here — a table of each power's units and supply
 * centres, the dislodged units with their possible retreats, and order entry as text in the
 * DATC notation (`F nth - pic`, `A mun S A ber - sil`), checked by the judge as you type.
 */
import type { GameView } from '../api.ts';
import { h, mount } from '../dom.ts';
import { lang, t } from '../i18n.ts';
import type { Adapter } from './adapter.ts';
import { colourOf } from '../palette.ts';
import { field } from '../ui/form.ts';
import { orderEditor } from '../ui/order-editor.ts';
import type { Board, BoardContext, PastStep } from './board.ts';
import { phaseName } from './phase-names.ts';

const NAMES: Record<string, { en: string; fr: string }> = {
  AUS: { en: 'Austria', fr: 'Autriche' },
  ENG: { en: 'England', fr: 'Angleterre' },
  FRA: { en: 'France', fr: 'France' },
  GER: { en: 'Germany', fr: 'Allemagne' },
  ITA: { en: 'Italy', fr: 'Italie' },
  RUS: { en: 'Russia', fr: 'Russie' },
  TUR: { en: 'Turkey', fr: 'Turquie' },
};

interface ClassicUnit {
  power: string;
  kind: 'army' | 'fleet';
  region: string;
}

interface ClassicViewLike {
  year?: number;
  season?: string;
  phase?: string;
  units?: ClassicUnit[];
  owners?: Record<string, string>;
  centres?: Record<string, number>;
  dislodged?: { unit: ClassicUnit; retreats: string[] }[];
}

const powerName = (p: string) => NAMES[p]?.[lang()] ?? p;
const unitText = (u: ClassicUnit) => `${u.kind === 'fleet' ? 'F' : 'A'} ${u.region}`;

export const classicAdapter: Adapter = {
  ruleset: 'classic',
  powerName,
  phaseName,
  newGameOptions() {
    const last = h('input', { type: 'number', min: 1901, max: 2100, name: 'lastYear' });
    return { el: field('Last year (optional)', last), value: () => ({ options: last.value ? { lastYear: Number(last.value) } : {} }) };
  },
  createBoard: classicBoard,
};

function classicBoard(ctx: BoardContext): Board {
  const main = h('div', { class: 'classic-board' });
  const editor = orderEditor({ toDecision: (text) => text, submit: ctx.submit, setReady: ctx.setReady, showRule: ctx.showRule });
  let step = -1;
  let current: GameView | null = null;

  const render = (v: ClassicViewLike, players: string[], caption: string) => {
    const units = v.units ?? [];
    mount(
      main,
      h('h2', { 'data-testid': 'season' }, caption),
      h(
        'table',
        { class: 'units-table' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t('board.units')), h('th', {}, t('board.supplyCentres')))),
        h(
          'tbody',
          {},
          players.map((p) => {
            const c = colourOf(ctx.colours, p);
            const centres = Object.entries(v.owners ?? {}).filter(([, o]) => o === p).map(([k]) => k);
            return h(
              'tr',
              { 'data-power': p },
              h('th', {}, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, powerName(p).charAt(0)), powerName(p)),
              h('td', {}, units.filter((u) => u.power === p).map(unitText).join(', ') || '—'),
              h('td', {}, `${centres.length}: ${centres.sort().join(' ')}`),
            );
          }),
        ),
      ),
      (v.dislodged ?? []).length
        ? h('div', {}, h('h3', {}, t('board.retreatsPending')), h('ul', {}, v.dislodged!.map((d) => h('li', {}, `${powerName(d.unit.power)}: ${unitText(d.unit)} → ${d.retreats.join(', ') || '—'}`))))
        : null,
    );
  };
  const caption = (v: ClassicViewLike) => `${v.season ? phaseName(v.season) : ''} ${v.year ?? ''} — ${v.phase ? phaseName(v.phase) : ''}`;

  return {
    main,
    orders: h('div', { class: 'orders-pane' }, h('h2', {}, t('orders.title')), editor.el),
    update(gv) {
      current = gv;
      const me = gv.game.you.power;
      if (gv.view.step !== step) {
        step = gv.view.step;
        const mine = gv.view.mySubmission;
        editor.setText(typeof mine === 'string' ? mine : '', true);
      }
      editor.setEnabled(!!me && !!gv.view.pending?.players.includes(me));
      editor.setReady(!!me && gv.ready.includes(me));
      render(gv.view.view as ClassicViewLike, gv.view.players, caption(gv.view.view as ClassicViewLike));
    },
    showPast(p: PastStep | null) {
      if (!p) {
        if (current) render(current.view.view as ClassicViewLike, current.view.players, caption(current.view.view as ClassicViewLike));
        return;
      }
      render(p.before.view as ClassicViewLike, p.before.players, `${t('results.step', { step: p.step, phase: phaseName(p.sheet.phase) })} — ${caption(p.before.view as ClassicViewLike)}`);
    },
    destroy() {},
  };
}
