/**
 * Create a game: ruleset, scenario and options, the pace (a deadline of one's own, or play by
 * mail: 5 weeks a phase, diadokhoi §7.11.7), press, bots, seat assignment.
 */
import { api } from '../api.ts';
import { h, mount } from '../dom.ts';
import { rulesetTitle, t } from '../i18n.ts';
import { loadAdapter } from '../games.ts';
import type { NewGameOptions } from '../games.ts';
import { navigate } from '../router.ts';
import { currentUser } from '../session.ts';
import { errorBox, field, input } from '../ui/form.ts';

const UNIT_SECONDS = { minutes: 60, hours: 3600, days: 86400 } as const;

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
  const pace = h('select', { name: 'pace', id: 'f-pace' }, (['online', 'mail'] as const).map((p) => h('option', { value: p }, t(`new.pace.${p}`))));
  const deadlineField = h('div', { class: 'field' }, h('label', { for: 'f-deadline' }, t('new.deadline')), h('div', { class: 'row' }, Object.assign(deadline, { id: 'f-deadline' }), unit), h('small', { class: 'hint' }, t('new.deadlineHint')));
  const paceHint = h('small', { class: 'hint' }, t('new.pace.onlineHint'));
  pace.addEventListener('change', () => {
    deadlineField.hidden = pace.value === 'mail';
    paceHint.textContent = t(pace.value === 'mail' ? 'new.pace.mailHint' : 'new.pace.onlineHint');
  });
  const press = h('select', { name: 'press' }, (['none', 'white', 'grey', 'black'] as const).map((p) => h('option', { value: p, selected: p === 'white' }, t(`new.press.${p}`))));
  const bots = h('select', { name: 'emptySeats' }, (['bot', 'default'] as const).map((b) => h('option', { value: b }, t(`new.bots.${b}`))));
  const assignment = h('select', { name: 'assignment' }, (['preferences', 'random'] as const).map((a) => h('option', { value: a }, t(`new.assignment.${a}`))));
  const autoStart = input({ name: 'autoStart', type: 'number', min: 1, max: 20 });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('new.create'));
  let options: NewGameOptions | null = null;

  let picking = 0;
  const pickRuleset = async () => {
    const mine = ++picking;
    options = null;
    optionsSlot.replaceChildren();
    const adapter = await loadAdapter(ruleset.value);
    if (mine !== picking || adapter.ruleset !== ruleset.value) return;
    options = adapter.newGameOptions?.() ?? null;
    if (options) optionsSlot.append(options.el);
    // The title a game gets when the field is left empty: the ruleset's name.
    title.placeholder = ruleset.selectedOptions[0]?.dataset.title ?? '';
  };
  ruleset.addEventListener('change', () => void pickRuleset());

  const form = h(
    'form',
    {
      class: 'card narrow',
      onsubmit: async (e: Event) => {
        e.preventDefault();
        errors.clear();
        submit.disabled = true;
        try {
          const seconds = Math.max(1, Math.round(Number(deadline.value) * UNIT_SECONDS[unit.value as keyof typeof UNIT_SECONDS]));
          const chosen = options?.value() ?? { options: {} };
          const body = {
            ruleset: ruleset.value,
            ...(title.value.trim() ? { title: title.value.trim() } : {}),
            options: chosen.options,
            ...(chosen.players !== undefined ? { players: chosen.players } : {}),
            deadlines: pace.value === 'mail' ? 'mail' : { default: seconds, phases: {} },
            press: press.value,
            emptySeats: bots.value,
            assignment: assignment.value,
            ...(autoStart.value ? { autoStart: Number(autoStart.value) } : {}),
          };
          const r = await api.createGame(body);
          navigate(`/games/${r.id}`);
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
    h('div', { class: 'field' }, h('label', { for: 'f-pace' }, t('new.pace')), pace, paceHint),
    deadlineField,
    field(t('new.press'), press),
    field(t('new.bots'), bots, t('new.botsHint')),
    field(t('new.assignment'), assignment),
    field(t('new.autoStart'), autoStart, t('new.autoStartHint')),
    errors.el,
    submit,
  );
  mount(root, form);
  void api.rulesets().then(({ rulesets }) => {
    const preferred = ['diadoques', 'diadokhoi', 'classic', 'phalanxx'];
    rulesets.sort((a, b) => (preferred.indexOf(a.id) + 1 || 99) - (preferred.indexOf(b.id) + 1 || 99));
    ruleset.replaceChildren(...rulesets.map((r) => h('option', { value: r.id, 'data-title': rulesetTitle(r.id, r.title) }, rulesetTitle(r.id, r.title))));
    void pickRuleset();
  }, errors.show);
  return () => {};
}
