/**
 * The Successors board, drawn from the view in one redraw function (as Rally the Troops boards
 * are): tracks, the map with its counters, the decision panel, the hand and the discard pile, the
 * last battle and the log. Every action is one of the rule-listed choices of the view
 * (`view.choices`, the engine's `choicesOf`): only those are lit, and a click on a lit space,
 * a stack, a card or a button sends exactly that choice.
 */
import type { Choice, ChoiceDecision, GameEvent, Pending } from '@diadochi/kernel';
import { boardFacts } from '@diadochi/successors';
import type { BoardFacts, SuccessorsView } from '@diadochi/successors';
import type { Pt } from '@diadochi/successors/board';
import { h, mount, s } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import { panZoom } from '../pan-zoom.ts';
import { BOARD_SIZE, cuList, mapLayers, SPACE_KIND, spaceAt } from './map.ts';
import type { Colours, MapMarks } from './map.ts';
import { badge, cardFace, combatBox, discardPile, logPanel, playersTable, royalsList, turnTrack } from './panels.ts';
import { choiceLabel, factionName, generalName, idLabel, isSpace, phaseLabel, placeName, promptText, verbLabel } from './words.ts';
import './successors.css';
import { decisionSender, screenSend } from '../sender.ts';

export interface BoardModel {
  view: SuccessorsView;
  /** Whether the decision of the moment is this screen's player's (his choices are shown). */
  expected: boolean;
  /** The judge's pending decision (its prompt data), when known. */
  pending: Pending | null;
  /** Visible events, oldest first. */
  log: GameEvent[];
  colours: Colours;
}

export interface SuccessorsScreen {
  main: HTMLElement;
  panel: HTMLElement;
  set(model: BoardModel): void;
}

/** Verbs that close a step or answer a window without a target: shown last, plain. */
const QUIET = new Set(['pass', 'done', 'end', 'stop', 'skip', 'stand', 'stay', 'deny', 'fall-back']);
/** Card verbs shown on the cards of the hand. */
const CARD_VERBS = new Set(['play-event', 'play-ops', 'play-bonus', 'discard', 'upgrade-fleet', 'buy-general', 'recall-fleet', 'play-surprise']);
const key = (c: { verb: string; subject?: string }) => `${c.verb}|${c.subject ?? ''}`;
const isCardChoice = (c: Choice) => CARD_VERBS.has(c.verb) && c.subject !== undefined && /^\d+$/.test(c.subject);

export function successorsScreen(decide: (d: ChoiceDecision) => Promise<void>, showRule: (id: string) => void): SuccessorsScreen {
  const main = h('div', { class: 'suc-board' });
  const panel = h('div', { class: 'suc-panel orders-pane' });
  let model: BoardModel | null = null;
  let facts: BoardFacts | null = null;
  let sel: { verb: string; subject?: string } | null = null;
  let focus: string | null = null;
  let problem = '';
  const sender = decisionSender(decide);
  const busy = () => sender.busy();
  let choicesKey = '';
  let placed = false;
  const svg = s('svg', { class: 'suc-map-svg', role: 'group', 'aria-label': t('suc.map'), preserveAspectRatio: 'xMidYMid meet' });
  const pz = panZoom(svg, BOARD_SIZE, 300);
  const zoomButton = (label: string, title: string, f: () => void) => h('button', { type: 'button', class: 'suc-zoom-btn', title, 'aria-label': title, onclick: f }, label);
  const mapEl = h(
    'div',
    { class: 'suc-map', 'data-testid': 'suc-map' },
    svg,
    h('div', { class: 'suc-zoom' }, zoomButton('+', t('suc.zoomIn'), () => pz.zoomBy(1.4)), zoomButton('−', t('suc.zoomLess'), () => pz.zoomBy(1 / 1.4)), zoomButton('⤢', t('suc.zoomOut'), () => pz.whole())),
  );
  const phone = () => typeof window !== 'undefined' && window.innerWidth < 700;

  const choices = (): Choice[] => (model?.expected ? (model.view.choices ?? []) : []);
  const selected = (): Choice | undefined => (sel ? choices().find((c) => key(c) === key(sel!)) : undefined);
  const spaceTargets = (c: Choice | undefined) => !!c?.targets?.length && c.targets.every(isSpace);

  /**
   * Lit at once: the moving army's next spaces, or a choice whose only business is a space (a
   * reinforcement or marker to place, an event's target). Never a choice a click could take by
   * mistake (disbanding a Royal Army CU, 14.3.9; a siege): those wait for their button.
   */
  function defaultSel(cs: Choice[], v: SuccessorsView): { verb: string; subject?: string } | null {
    const moving = v.moving?.general;
    const c = cs.find((x) => x.verb === 'move' && moving && x.subject === moving) ?? cs.find((x) => (x.verb === 'place' || x.verb === 'target') && spaceTargets(x) && (!x.subject || v.generals[x.subject]?.where !== 'map'));
    return c ? { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}) } : null;
  }

  const send = screenSend<ChoiceDecision>(sender, {
    view: () => model?.view,
    problem: (text) => (problem = text),
    accepted: () => {
      sel = null;
      focus = null;
    },
    redraw: () => redraw(),
  });

  function choose(c: Choice): void {
    if (!c.targets) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}) });
      return;
    }
    if (c.targets.length === 1 && !isSpace(c.targets[0]!)) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: c.targets[0] });
      return;
    }
    sel = { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}) };
    redraw();
    if (spaceTargets(c)) frame(c.targets);
  }

  function onSpace(id: string): void {
    const c = selected();
    if (c?.targets?.includes(id)) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: id });
      return;
    }
    // a space with one lit choice of its own (a siege there, a target of another choice): that choice
    const here = choices().filter((x) => x.targets?.length && x.targets.every(isSpace) && x.targets.includes(id) && !x.subject);
    if (!c && here.length === 1) {
      void send({ verb: here[0]!.verb, target: id });
      return;
    }
    focus = focus === id ? null : id;
    redraw();
  }

  function onStack(space: string, faction: string): void {
    if (selected()?.targets?.includes(space)) {
      onSpace(space);
      return;
    }
    const v = model!.view;
    const gens = Object.entries(v.generals).filter(([, g]) => g.where === 'map' && g.space === space && g.owner === faction).map(([id]) => id);
    const cs = choices().filter((c) => c.subject && gens.includes(c.subject) && c.targets?.length);
    const c = cs.find((x) => x.verb === 'move') ?? cs[0];
    if (c) {
      sel = { verb: c.verb, subject: c.subject! };
      focus = space;
      redraw();
      if (spaceTargets(c)) frame([...c.targets!, space]);
    } else onSpace(space);
  }

  /** Brings spaces into view: when they are off it, or when the map is seen so whole that its counters cannot be read. */
  function frame(spaces: readonly string[]): void {
    const pts: Pt[] = spaces.filter((x) => SPACE_KIND.has(x)).map(spaceAt);
    if (pts.length && (!pz.shows(pts) || pz.view().w > 1500)) pz.frame(pts, phone() ? 420 : 800, 120);
  }

  function marks(v: SuccessorsView): MapMarks {
    const c = selected();
    const lit = new Set<string>(c?.targets?.filter(isSpace) ?? []);
    const movers = new Set<string>();
    for (const x of choices()) {
      if (!x.subject) continue;
      const g = v.generals[x.subject];
      if (g?.where === 'map' && g.space && x.targets?.length) movers.add(g.space);
    }
    const st = v.step as { k: string; space?: string };
    return { lit, movers, focus, moving: v.moving ? { path: v.moving.path, mp: v.moving.mp } : null, hot: st.space && isSpace(st.space) ? st.space : null };
  }

  function redraw(): void {
    if (!model) return;
    const v = model.view;
    facts = boardFacts(v);
    const m = marks(v);
    svg.replaceChildren(...mapLayers(v, facts, model.colours, m, { space: onSpace, stack: onStack }));
    const help = h('p', { class: 'suc-map-help muted' }, t('suc.mapHelp'));
    const tracks = h('div', { class: 'suc-tracks' }, turnTrack(v), playersTable(v, facts, model.colours));
    // a phone shows the decision (and the hand when a card is to be played) above the map, where the thumb is;
    // a wide screen keeps them in the side panel beside the map
    const narrow = phone();
    const cardTime = choices().some(isCardChoice);
    // on a phone the last battle goes under the map too, not at the foot of the page
    if (narrow) mount(main, decisionPanel(v, m), cardTime ? handPanel(v) : null, mapEl, help, combatBox(model.log, model.colours, showRule), tracks, mapKey(), royalsList(v, facts, model.colours));
    else mount(main, tracks, mapEl, help, mapKey(), royalsList(v, facts, model.colours));
    if (!placed && mapEl.isConnected) {
      placed = true;
      pz.refit();
      // first sight: the player's own armies and what is lit (a phone), the whole map (a wide screen)
      const mine = Object.values(v.generals).filter((g) => g.owner === v.viewer && g.where === 'map' && g.space).map((g) => g.space!);
      const around = [...(m.lit.size ? m.lit : mine)].map(spaceAt);
      if (around.length) pz.frame(around, phone() ? 420 : 1300, phone() ? 90 : 200);
      else pz.whole();
    }
    if (placed) follow(v, m);
    mount(panel, narrow ? null : decisionPanel(v, m), focusPanel(v), narrow ? null : combatBox(model.log, model.colours, showRule), narrow && cardTime ? null : handPanel(v), logPanel(model.log, showRule));
  }

  /**
   * Keeps what matters in view without fighting the player's own panning: newly lit spaces (the
   * moving army's next steps, a choice's targets) and the space of a new battle or reaction window
   * are brought into view when they are off it, once each.
   */
  let lastLit = '';
  let lastMovers = '';
  let lastHot = '';
  function follow(v: SuccessorsView, m: MapMarks): void {
    const lit = [...m.lit].sort().join(',');
    if (lit && lit !== lastLit) {
      const here = v.moving ? [v.moving.path[v.moving.path.length - 1]!] : [];
      frame([...m.lit, ...here]);
    }
    lastLit = lit;
    // a new decision with armies to move and nothing lit yet: the movers, when the map is seen whole
    const movers = [...m.movers].sort().join(',');
    if (!lit && movers && movers !== lastMovers && pz.view().w > 1500) frame([...m.movers]);
    lastMovers = movers;
    const battle = [...model!.log].reverse().find((e) => e.type === 'battle' || e.type === 'siege-roll');
    const hot = m.hot ?? (battle ? String((battle.data as { space?: string }).space ?? '') : '');
    if (hot && hot !== lastHot && !m.lit.size) frame([hot]);
    lastHot = hot;
  }

  function mapKey(): HTMLElement {
    const sw = (cls: string) => h('span', { class: `key-sw ${cls}` });
    return h(
      'ul',
      { class: 'suc-key', 'aria-label': t('suc.key') },
      h('li', {}, sw('major'), t('suc.kind.major-city')),
      h('li', {}, sw('minor'), t('suc.kind.minor-city')),
      h('li', {}, sw('fortress'), t('suc.kind.fortress')),
      h('li', {}, sw('indep'), t('suc.keyIndep')),
      h('li', {}, sw('army'), t('suc.keyCounter')),
      h('li', {}, sw('lit'), t('suc.keyLit')),
      h('li', {}, sw('siege'), t('suc.keySiege')),
      h('li', {}, sw('isolated'), t('suc.keyIsolated')),
    );
  }

  function decisionPanel(v: SuccessorsView, _m: MapMarks): HTMLElement {
    const st = v.step as { k: string; who?: string };
    const head = h(
      'div',
      { class: 'suc-now' },
      h('h2', {}, phaseLabel(st.k)),
      h('p', {}, colon(t('suc.turnRound', { turn: v.turn, round: v.round })), ' ', st.who ? h('span', {}, t('suc.toDecide'), ' ', badge(st.who, model!.colours)) : null),
      v.result ? h('p', { class: 'result', 'data-testid': 'suc-result' }, colon(t('game.over')), ' ', v.result.winners.map(factionName).join(', ')) : null,
    );
    if (!model!.expected) return h('section', { class: 'suc-decide', 'data-testid': 'suc-decide' }, head, v.result ? null : h('p', { class: 'muted', 'data-testid': 'suc-waiting' }, t('suc.waiting')));
    const cs = choices();
    const c = selected();
    const cardOnes = cs.filter(isCardChoice);
    const rest = cs.filter((x) => !isCardChoice(x));
    const plain = rest.filter((x) => !x.subject || !v.generals[x.subject]).sort((a, b) => Number(QUIET.has(a.verb)) - Number(QUIET.has(b.verb)));
    const byGeneral = rest.filter((x) => x.subject && v.generals[x.subject]);
    const button = (x: Choice, label: string) =>
      h(
        'button',
        {
          type: 'button',
          class: `suc-choice${QUIET.has(x.verb) ? ' quiet' : ''}${c && key(c) === key(x) ? ' chosen' : ''}`,
          'data-testid': 'suc-choice',
          'data-verb': x.verb,
          'data-subject': x.subject ?? null,
          disabled: busy(),
          onclick: () => choose(x),
        },
        label,
      );
    const gensBy = new Map<string, Choice[]>();
    for (const x of byGeneral) gensBy.set(x.subject!, [...(gensBy.get(x.subject!) ?? []), x]);
    const moving = v.moving;
    return h(
      'section',
      { class: 'suc-decide', 'data-testid': 'suc-decide', 'data-step': st.k },
      head,
      model!.pending ? h('p', { class: 'suc-prompt', 'data-testid': 'suc-prompt' }, promptText(model!.pending)) : null,
      moving
        ? h('p', { class: 'suc-moving', 'data-testid': 'suc-moving' }, t('suc.movingNow', { general: generalName(moving.general), space: placeName(moving.path[moving.path.length - 1]!), mp: moving.mp }), moving.path.length > 1 ? h('small', {}, ` (${moving.path.map(placeName).join(' → ')})`) : null, total(moving.carried) ? h('small', {}, ` · ${cuList(moving.carried)}`) : null)
        : null,
      cardOnes.length && st.k === 'tyche' ? h('p', { class: 'muted' }, t('suc.playFromHand')) : null,
      gensBy.size
        ? h(
            'div',
            { class: 'suc-generals' },
            [...gensBy].map(([g, xs]) => {
              const at = v.generals[g]?.space;
              return h('div', { class: 'suc-gen-row', 'data-general': g }, h('strong', {}, generalName(g)), at ? h('small', {}, ` ${placeName(at)} `) : ' ', xs.map((x) => button(x, verbLabel(x.verb))));
            }),
          )
        : null,
      h('div', { class: 'suc-actions', role: 'group', 'aria-label': t('suc.actions') }, plain.map((x) => button(x, choiceLabel(x)))),
      cardOnes.length && st.k !== 'tyche' ? h('div', { class: 'suc-actions cards' }, cardOnes.map((x) => button(x, choiceLabel(x)))) : null,
      c?.targets
        ? h(
            'div',
            { class: 'suc-targets', 'data-testid': 'suc-targets' },
            h('p', {}, c.subject ? t('suc.chooseTargetFor', { what: `${verbLabel(c.verb)} — ${idLabel(c.subject, c.verb)}` }) : t('suc.chooseTarget', { what: verbLabel(c.verb) }), c.targets.some(isSpace) ? ` ${t('suc.orOnMap')}` : ''),
            c.targets.map((tg) => h('button', { type: 'button', class: 'suc-target', 'data-testid': 'suc-target', 'data-target': tg, disabled: busy(), onclick: () => void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: tg }) }, idLabel(tg, c.verb))),
            h('button', { type: 'button', class: 'link', onclick: () => ((sel = null), redraw()) }, t('suc.cancel')),
          )
        : null,
      problem ? h('p', { class: 'error', role: 'alert' }, problem) : null,
    );
  }

  function focusPanel(v: SuccessorsView): HTMLElement | null {
    if (!focus) return null;
    const id = focus;
    const mk = v.control[id];
    const here = Object.entries(v.holdings[id] ?? {});
    const gens = Object.entries(v.generals).filter(([, g]) => g.where === 'map' && g.space === id).map(([g, st]) => ({ g, st }));
    return h(
      'section',
      { class: 'suc-focus', 'data-testid': 'suc-focus' },
      h('h3', {}, placeName(id), h('button', { type: 'button', class: 'link', 'aria-label': t('suc.close'), onclick: () => ((focus = null), redraw()) }, ' ✕')),
      h('p', { class: 'muted' }, t(`suc.kind.${SPACE_KIND.get(id) ?? 'minor-city'}` as 'suc.kind.minor-city'), ' · ', mk ? (mk.by === 'independent' ? t('suc.indepMarker', { n: mk.value ?? 0 }) : t('suc.controlBy', { faction: factionName(mk.by) })) : t('suc.noMarker')),
      h(
        'ul',
        {},
        gens.map(({ g, st }) => {
          const k = facts?.generals[g];
          return h('li', {}, badge(st.owner ?? '', model!.colours), ` ${generalName(g)}`, k ? ` — ${t('suc.counterValues', { ini: k.initiative, bat: k.battle, rank: k.rank, pres: k.prestige })}` : '', st.inside ? ` (${t('suc.inside')})` : '');
        }),
        here.map(([f, hd]) => h('li', {}, badge(f, model!.colours), ' ', total(hd.out) ? `${t('suc.cusOut', { n: total(hd.out) })}: ${cuList(hd.out)}` : '', total(hd.in) ? ` · ${t('suc.cusIn', { n: total(hd.in) })}: ${cuList(hd.in)}` : '')),
      ),
    );
  }

  function handPanel(v: SuccessorsView): HTMLElement {
    const me = v.viewer;
    const hand = me ? (v.hands[me] ?? []) : [];
    const cardChoices = choices().filter(isCardChoice);
    const others = v.factions.filter((f) => f !== me);
    return h(
      'section',
      { class: 'suc-hand', 'data-testid': 'suc-hand' },
      h('h3', {}, me ? t('suc.yourHand', { n: hand.length }) : t('suc.hands')),
      h('p', { class: 'muted' }, others.map((f, i) => h('span', {}, i ? ' · ' : '', badge(f, model!.colours), ` ${t('suc.cardsN', { n: v.handSizes[f] ?? 0 })}`))),
      h('div', { class: 'suc-cards' }, hand.map((n) => cardFace(n, cardChoices.filter((c) => c.subject === String(n)), choose, busy()))),
      discardPile(v),
    );
  }

  return {
    main,
    panel,
    set(m) {
      const k = JSON.stringify(m.expected ? m.view.choices : null) + m.view.step.k;
      if (k !== choicesKey) {
        choicesKey = k;
        problem = '';
        const cs = m.expected ? (m.view.choices ?? []) : [];
        const keep = sel && cs.some((c) => key(c) === key(sel!));
        if (!keep) sel = defaultSel(cs, m.view);
      }
      if (m.view !== model?.view) sender.fresh();
      model = m;
      redraw();
    },
  };
}

const total = (c: Record<string, number>): number => Object.values(c).reduce((a, b) => a + b, 0);
