/**
 * The map as markdown tables — provinces, citadels and every border with what lies on it and
 * why — for the appendix of docs/rules/<ruleset>/map-decisions.md (a test keeps it in step
 * with the data).
 */
import { accessSeas, coastalSeas } from './graph.ts';
import type { Border, GameMap } from './types.ts';

function features(b: Border): string {
  const f: string[] = [];
  if (b.river) f.push(`river ${b.river.river}${b.river.whole ? ' (whole border)' : ' (part of the border)'}`);
  if (b.floodDetour) f.push('crossable through the mountains in a flood, no support');
  if (b.mountain) f.push(`mountains: ${b.mountain.range}${b.mountain.pass ? `, pass: ${b.mountain.pass}` : ' (no pass)'}`);
  if (b.lake) f.push(`lake ${b.lake}: no movement`);
  if (b.strait) f.push(`strait: ${b.strait}`);
  if (b.special) {
    const s = b.special;
    f.push(`special: ${s.kind}${s.via ? ` via ${s.via.join(', ')}` : ''}${s.seasons ? `, ${s.seasons} seasons` : ''}${s.retreat ? ', usable in retreat' : ''}`);
  }
  return f.join('; ') || '—';
}

const why = (b: Border) => [b.reconstructed ? 'reconstructed' : `printed (${(b.source ?? []).join(', ')})`, b.note ?? ''].filter(Boolean).join(' — ');
const end = (id: string, coast?: string) => (coast ? `${id}/${coast}` : id);

function borderSection(map: GameMap, title: string, kind: Border['kind'], what: string): string[] {
  const list = map.borders.filter((b) => b.kind === kind);
  if (list.length === 0) return [];
  return [
    `### ${title} (${list.length})`,
    '',
    `| ${what} | on it | why |`,
    '|---|---|---|',
    ...list.map((b) => `| ${end(b.a, b.aCoast)}–${end(b.b, b.bCoast)}${b.sea ? ` (along ${b.sea})` : ''} | ${features(b)} | ${why(b)} |`),
    '',
  ];
}

export function describeMapMarkdown(map: GameMap): string {
  const out: string[] = ['### Provinces', '', '| id | name (fr / en) | type | supply | towns | citadels | seas touched |', '|---|---|---|---|---|---|---|'];
  for (const p of map.provinces) {
    const seas = p.coasts ? p.coasts.map((c) => `${c.id}: ${coastalSeas(map, p.id, c.id).join(', ')}`).join('; ') : coastalSeas(map, p.id).join(', ');
    const towns = p.towns.map((t) => `${t.names.fr}${t.port ? ` (port → ${(t.fleetBuild ?? []).join(', ')})` : ''}`).join(', ');
    out.push(`| ${p.id} | ${p.names.fr} / ${p.names.en} | ${p.terrain} | ${p.supply} | ${towns || '—'} | ${p.citadels.join(', ') || '—'} | ${seas || '—'} |`);
  }
  out.push('', '### Citadels', '', '| id | name (fr / en) | province | rank | port: double arrows | treasure |', '|---|---|---|---|---|---|');
  for (const c of map.citadels) {
    const port = c.port ? accessSeas(map, c.id).join(', ') || 'river port' : '—';
    out.push(`| ${c.id} | ${c.names.fr} / ${c.names.en} | ${c.province} | ${c.rank}${c.capitalOf ? ` (${c.capitalOf})` : ''} | ${port} | ${c.treasure || '—'}${c.religious ? ' (temple)' : ''} |`);
  }
  out.push('');
  out.push(...borderSection(map, 'Land borders', 'land', 'border'));
  out.push(...borderSection(map, 'Shores (fleets sailing along a coast)', 'shore', 'border'));
  out.push(...borderSection(map, 'Sea borders', 'sea', 'border'));
  out.push(...borderSection(map, 'Coasts (province–sea)', 'coast', 'coast'));
  out.push(...borderSection(map, 'Access arrows (port citadel–sea)', 'access', 'arrow'));
  return out.join('\n');
}
