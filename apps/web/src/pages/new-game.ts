/**
 * Create a game: ruleset, scenario and options, the creator's seat (he plays, with his ranking
 * of the seats, or only referees; issue 17 item 12), the pace (live: seconds a decision; a
 * deadline of one's own; or play by mail: 5 weeks a phase, diadokhoi §7.11.7), press, bots,
 * seat assignment, and whether the game is private (joined by a link). What is offered depends
 * on the ruleset (`GET /rulesets`): PhalanXX has a live pace and neither press nor seat ranking.
 */
import { api } from '../api.ts';
import type { RulesetInfo } from '../api.ts';
import { h, mount } from '../dom.ts';
import { rulesetTitle, t, typeset } from '../i18n.ts';
import { loadAdapter } from '../games.ts';
import type { NewGameOptions } from '../games.ts';
import { navigate } from '../router.ts';
import { currentUser } from '../session.ts';
import { errorBox, field, input } from '../ui/form.ts';
import { botLevelName } from './bot-levels.ts';
import { rankingList } from './forming.ts';

const UNIT_SECONDS = { minutes: 60, hours: 3600, days: 86400 } as const;
/** The live pace's choices, seconds per decision (the judge's `LIVE_SECONDS`: 5 to 60). */
const LIVE_CHOICES = [10, 20, 30, 45, 60] as const;
/** `online`: a deadline of one's own; the others are the judge's named paces (issue 21 item 3). */
type Pace = RulesetInfo['paces'][number];

export function newGamePage(root: HTMLElement): () => void {
  if (!currentUser()) {
    navigate('/login?next=/new');
    return () => {};
  }
  const errors = errorBox();
  const ruleset = h('select', { name: 'ruleset' });
  const title = input({ name: 'title', maxlength: 100 });
  const optionsSlot = h('div', { class: 'options-slot' });
  const deadline = input({ name: 'deadline', type: 'number', min: 1, value: 2 });
  const unit = h('select', { name: 'deadlineUnit', 'aria-label': t('new.deadline') }, (['minutes', 'hours', 'days'] as const).map((u) => h('option', { value: u, selected: u === 'days' }, t(`new.${u}`))));
  // The server's named pace `mail` (diadokhoi §7.11.7): 5 weeks a phase, the retreat step 1 week.
  const pace = h('select', { name: 'pace', id: 'f-pace' });
  const deadlineField = h('div', { class: 'field' }, h('label', { for: 'f-deadline' }, t('new.deadline')), h('div', { class: 'row' }, Object.assign(deadline, { id: 'f-deadline' }), unit), h('small', { class: 'hint' }, t('new.deadlineHint')));
  // The live pace (issue 17 item 3): seconds to a minute for each decision, a step at a time.
  const live = h('select', { name: 'liveSeconds', id: 'f-live' }, LIVE_CHOICES.map((n) => h('option', { value: n, selected: n === 30 }, t('new.liveSeconds.n', { n }))));
  const liveField = field(t('new.liveSeconds'), live, t('new.liveSecondsHint'));
  const paceHint = h('small', { class: 'hint' }, t('new.pace.onlineHint'));
  const showPace = () => {
    const p = pace.value as Pace;
    deadlineField.hidden = p !== 'online';
    liveField.hidden = p !== 'live';
    paceHint.textContent = t(`new.pace.${p}Hint`);
  };
  pace.addEventListener('change', showPace);
  const press = h('select', { name: 'press' }, (['none', 'white', 'grey', 'black'] as const).map((p) => h('option', { value: p, selected: p === 'white' }, t(`new.press.${p}`))));
  const pressField = field(t('new.press'), press);
  const bots = h('select', { name: 'emptySeats' }, (['bot', 'default'] as const).map((b) => h('option', { value: b }, t(`new.bots.${b}`))));
  const assignment = h('select', { name: 'assignment' }, (['preferences', 'random'] as const).map((a) => h('option', { value: a }, t(`new.assignment.${a}`))));
  const assignmentField = field(t('new.assignment'), assignment);
  const autoStart = input({ name: 'autoStart', type: 'number', min: 1, max: 20 });
  // The creator's place (issue 17 item 12): seated as he creates, or only the referee.
  const seat = h('select', { name: 'seat' }, (['play', 'referee'] as const).map((v) => h('option', { value: v }, t(`new.seat.${v}`))));
  const rankingSlot = h('div', { class: 'field', 'data-testid': 'new-ranking' });
  // Issue 20 item 5: the level of the bot of each seat nobody takes, seat by seat.
  const botLevelsSlot = h('div', { class: 'field', 'data-testid': 'new-bot-levels' });
  let levelPickers: Map<string, HTMLSelectElement> = new Map();
  // The pickers' redrawing for the options last chosen: the creation waits for it, so it never names seats the game will not have.
  let levelsLoaded: Promise<void> = Promise.resolve();
  const minReliability = input({ name: 'minReliability', type: 'number', min: 1, max: 100 });
  const privateBox = h('input', { type: 'checkbox', name: 'private', id: 'f-private' }) as HTMLInputElement;
  const privateField = h('div', { class: 'field' }, h('label', { for: 'f-private' }, privateBox, ' ', t('new.private')), h('small', { class: 'hint' }, t('new.privateHint')));
  // Issue 21 item 5: players shown by power until the end.
  const anonymousBox = h('input', { type: 'checkbox', name: 'anonymous', id: 'f-anonymous' }) as HTMLInputElement;
  const anonymousField = h('div', { class: 'field' }, h('label', { for: 'f-anonymous' }, anonymousBox, ' ', t('new.anonymous')), h('small', { class: 'hint' }, t('new.anonymousHint')));
  const submit = h('button', { type: 'submit', class: 'primary' }, t('new.create'));
  let options: NewGameOptions | null = null;
  let infos: RulesetInfo[] = [];
  let ranking: { el: HTMLOListElement; ranked: () => string[] } | null = null;
  const info = (): Pick<RulesetInfo, 'seatRanking' | 'press' | 'paces' | 'botLevels' | 'bestBotLevel'> =>
    infos.find((r) => r.id === ruleset.value) ?? { seatRanking: true, press: true, paces: ['online', 'daily', 'fast', 'weekly', 'mail'] as Pace[], botLevels: ['random'], bestBotLevel: null };

  /** What the ruleset offers: its paces (the first chosen), press, seat ranking. */
  const offer = () => {
    const r = info();
    pace.replaceChildren(...r.paces.map((p) => h('option', { value: p }, t(`new.pace.${p}`))));
    pace.value = r.paces[0] ?? 'online';
    showPace();
    pressField.hidden = !r.press;
    assignmentField.hidden = !r.seatRanking;
  };

  /**
   * The seats a game with these options would have, to rank (the judge's own list). The ranking
   * made so far is kept while the seats stay the same (an option that changes nothing).
   */
  let seatsAsked = 0;
  const clearRanking = () => {
    ranking = null;
    rankingSlot.replaceChildren();
  };
  const loadSeats = async (powerName: (p: string) => string) => {
    const mine = ++seatsAsked;
    if (!info().seatRanking || seat.value !== 'play') return clearRanking();
    const chosen = options?.value() ?? { options: {} };
    try {
      const { seats } = await api.seats(ruleset.value, chosen.options, chosen.players);
      if (mine !== seatsAsked) return;
      const current = ranking?.ranked() ?? [];
      if (ranking && current.length === seats.length && seats.every((p) => current.includes(p))) return;
      ranking = rankingList(seats, powerName, current);
      mount(rankingSlot, h('label', {}, t('game.rankPowers')), ranking.el, h('small', { class: 'hint' }, t('new.rankHint')));
    } catch {
      // Options the judge refuses: the creation will say why.
      if (mine === seatsAsked) clearRanking();
    }
  };

  /** One level picker per seat, the ruleset's best level chosen; kept while the seats and levels stay the same. */
  let levelsAsked = 0;
  const loadBotLevels = (): Promise<void> => (levelsLoaded = drawBotLevels());
  const drawBotLevels = async () => {
    const mine = ++levelsAsked;
    const r = info();
    botLevelsSlot.hidden = bots.value !== 'bot';
    const chosen = options?.value() ?? { options: {} };
    try {
      const { seats } = await api.seats(ruleset.value, chosen.options, chosen.players);
      if (mine !== levelsAsked) return;
      const kept = levelPickers;
      levelPickers = new Map(
        seats.map((p) => {
          const pick = h(
            'select',
            { name: `botLevel-${p}`, 'data-power': p, 'aria-label': typeset(`${t('new.botLevels')}: ${powerName(p)}`) },
            r.botLevels.map((l) => h('option', { value: l, selected: l === r.bestBotLevel }, l === r.bestBotLevel ? t('bots.level.best', { level: botLevelName(l) }) : botLevelName(l))),
          ) as HTMLSelectElement;
          const before = kept.get(p)?.value;
          if (before && r.botLevels.includes(before)) pick.value = before;
          return [p, pick] as const;
        }),
      );
      mount(
        botLevelsSlot,
        h('label', {}, t('new.botLevels')),
        h('ul', { class: 'bot-levels' }, [...levelPickers].map(([p, pick]) => h('li', {}, h('span', {}, powerName(p)), ' ', pick))),
        h('small', { class: 'hint' }, t('new.botLevelsHint')),
      );
    } catch {
      // Options the judge refuses: the creation will say why.
      if (mine === levelsAsked) {
        levelPickers = new Map();
        botLevelsSlot.replaceChildren();
      }
    }
  };

  let picking = 0;
  let powerName: (p: string) => string = (p) => p;
  const pickRuleset = async () => {
    const mine = ++picking;
    options = null;
    optionsSlot.replaceChildren();
    offer();
    const adapter = await loadAdapter(ruleset.value);
    if (mine !== picking || adapter.ruleset !== ruleset.value) return;
    options = adapter.newGameOptions?.() ?? null;
    if (options) optionsSlot.append(options.el);
    powerName = adapter.powerName;
    clearRanking();
    levelPickers = new Map();
    await Promise.all([loadSeats(powerName), loadBotLevels()]);
    // The title a game gets when the field is left empty: the ruleset's name.
    title.placeholder = ruleset.selectedOptions[0]?.dataset.title ?? '';
  };
  ruleset.addEventListener('change', () => void pickRuleset());
  optionsSlot.addEventListener('change', () => void Promise.all([loadSeats(powerName), loadBotLevels()]));
  bots.addEventListener('change', () => void loadBotLevels());
  seat.addEventListener('change', () => void loadSeats(powerName));

  const form = h(
    'form',
    {
      class: 'card narrow',
      onsubmit: async (e: Event) => {
        e.preventDefault();
        errors.clear();
        submit.disabled = true;
        try {
          await levelsLoaded;
          const seconds = Math.max(1, Math.round(Number(deadline.value) * UNIT_SECONDS[unit.value as keyof typeof UNIT_SECONDS]));
          const chosen = options?.value() ?? { options: {} };
          const r = info();
          const p = pace.value as Pace;
          const plays = seat.value === 'play';
          const body = {
            ruleset: ruleset.value,
            ...(title.value.trim() ? { title: title.value.trim() } : {}),
            options: chosen.options,
            ...(chosen.players !== undefined ? { players: chosen.players } : {}),
            deadlines: p === 'live' ? { default: Number(live.value), phases: {} } : p === 'online' ? { default: seconds, phases: {} } : p,
            // A live game has no time for reminders: the clock is on the screen.
            ...(p === 'live' ? { reminders: [] } : {}),
            press: r.press ? press.value : 'none',
            emptySeats: bots.value,
            assignment: r.seatRanking ? assignment.value : 'random',
            ...(autoStart.value ? { autoStart: Number(autoStart.value) } : {}),
            play: plays,
            ...(plays && ranking ? { preferences: ranking.ranked() } : {}),
            private: privateBox.checked,
            ...(anonymousBox.checked ? { anonymous: true } : {}),
            ...(bots.value === 'bot' && levelPickers.size > 0 ? { botLevels: Object.fromEntries([...levelPickers].map(([p, pick]) => [p, pick.value])) } : {}),
            ...(minReliability.value ? { minReliability: Number(minReliability.value) } : {}),
          };
          const made = await api.createGame(body);
          navigate(`/games/${made.id}`);
        } catch (x) {
          errors.show(x);
        } finally {
          submit.disabled = false;
        }
      },
    },
    h('h1', {}, t('new.title')),
    h('p', { class: 'form-intro muted' }, t('new.intro')),
    field(t('new.ruleset'), ruleset),
    field(t('new.gameTitle'), title, t('new.titleHint')),
    optionsSlot,
    field(t('new.seat'), seat, t('new.seatHint')),
    rankingSlot,
    h('div', { class: 'field' }, h('label', { for: 'f-pace' }, t('new.pace')), pace, paceHint),
    deadlineField,
    liveField,
    pressField,
    field(t('new.bots'), bots, t('new.botsHint')),
    botLevelsSlot,
    assignmentField,
    field(t('new.autoStart'), autoStart, t('new.autoStartHint')),
    field(t('new.minReliability'), minReliability, t('new.minReliabilityHint')),
    privateField,
    anonymousField,
    errors.el,
    submit,
  );
  mount(root, form);
  void api.rulesets().then(({ rulesets }) => {
    infos = rulesets;
    const preferred = ['diadoques', 'diadokhoi', 'classic', 'phalanxx'];
    rulesets.sort((a, b) => (preferred.indexOf(a.id) + 1 || 99) - (preferred.indexOf(b.id) + 1 || 99));
    ruleset.replaceChildren(...rulesets.map((r) => h('option', { value: r.id, 'data-title': rulesetTitle(r.id, r.title) }, rulesetTitle(r.id, r.title))));
    void pickRuleset();
  }, errors.show);
  return () => {};
}
