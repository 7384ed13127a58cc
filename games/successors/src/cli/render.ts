/** The view and the choices as text for the terminal, in one language, through the catalogs. */
import { say } from '@diadochi/kernel';
import type { ChoiceDecision, GameEvent, Lang } from '@diadochi/kernel';
import { catalogs, namer } from '../i18n/index.ts';
import type { SuccessorsView } from '../view.ts';
import { CU_TYPES } from '../rules/state.ts';

export function eventLine(e: GameEvent, lang: Lang = 'en'): string {
  const c = catalogs[lang].events;
  if (!(e.type in c)) return e.type;
  return say(c, lang, e.type as never, e.data as never);
}

export function renderView(v: SuccessorsView, lang: Lang = 'en'): string {
  const n = namer(lang);
  const lines: string[] = [];
  lines.push(`Turn ${v.turn}, round ${v.round} — order ${v.order.map((f) => n('faction', f)).join(', ')}; Usurper ${v.usurper ? n('faction', v.usurper) : '—'}`);
  for (const f of v.factions) {
    const gens = Object.entries(v.generals).filter(([id, g]) => g.owner === f && g.where === 'map' && !id.startsWith('minor:')).map(([id, g]) => `${n('general', id)}@${n('place', g.space!)}`);
    lines.push(`  ${n('faction', f)}: ${v.vp[f]} VP, ${v.lp[f]} LP${v.champion[f] ? ', Champion' : ', Successor'}; ${v.handSizes[f]} cards; ${gens.join(', ')}`);
  }
  for (const [space, at] of Object.entries(v.holdings).sort()) {
    for (const [f, h] of Object.entries(at)) {
      const cus = CU_TYPES.filter((t) => h.out[t] + h.in[t] > 0).map((t) => `${h.out[t] + h.in[t]} ${t}`);
      lines.push(`    ${n('place', space)}: ${n('faction', f)} ${cus.join(', ')}`);
    }
  }
  if (v.viewer && v.hands[v.viewer]) lines.push(`  Your hand: ${v.hands[v.viewer]!.map((c) => n('card', c)).join(', ')}`);
  return lines.join('\n');
}

export function decisionText(d: ChoiceDecision, lang: Lang = 'en'): string {
  const n = namer(lang);
  const name = (x: string) => (/^\d+$/.test(x) ? n('card', Number(x)) : n('place', x) !== x ? n('place', x) : n('general', x) !== x ? n('general', x) : n('faction', x) !== x ? n('faction', x) : x);
  return [d.verb, d.subject ? name(d.subject) : '', d.target ? `→ ${name(d.target)}` : ''].filter(Boolean).join(' ');
}
