/**
 * The short badge of each power (the letter on its units and swatches), unique within a game:
 * Diadokhoi seats Antipatros and Antigonos, who must not both read "A" (issue 17 item 7).
 * A power whose initial no other power shares keeps it; powers that share one get the initial
 * and the first later letter of their name that sets each apart ("Ap", "Ag"); failing that,
 * the initial and a number in seat order. Pure and deterministic: same powers, same badges.
 */
export function powerBadges(powers: readonly string[], name: (power: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  const letters = (p: string) => [...name(p).normalize('NFD').replace(/[\u0300-\u036f]/g, '')].filter((c) => /\p{L}/u.test(c));
  const byInitial = new Map<string, string[]>();
  for (const p of powers) {
    const first = (letters(p)[0] ?? '?').toUpperCase();
    byInitial.set(first, [...(byInitial.get(first) ?? []), p]);
  }
  for (const [first, group] of byInitial) {
    if (group.length === 1) {
      out.set(group[0]!, first);
      continue;
    }
    const taken = new Set<string>();
    group.forEach((p, i) => {
      const mine = letters(p).map((c) => c.toLowerCase());
      const others = group.filter((q) => q !== p).map((q) => letters(q).map((c) => c.toLowerCase()));
      // The first position where this name differs from every other of its group.
      let second = '';
      for (let k = 1; k < mine.length && !second; k++) {
        if (others.every((o) => o[k] !== mine[k]) && !taken.has(first + mine[k])) second = mine[k]!;
      }
      const badge = second ? first + second : `${first}${i + 1}`;
      taken.add(badge);
      out.set(p, badge);
    });
  }
  return out;
}
