import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeMapMarkdown, MAPS } from '../../src/map/index.ts';

const MARK = '## Appendix: the reconstructed map, space by space and border by border';

/**
 * The appendix of each map-decisions.md is the data, as tables. After changing the data, run
 * `UPDATE_MAP_DOCS=1 npx vitest run games/diadoques/test/map/docs.test.ts` to rewrite it.
 */
describe('map-decisions.md lists every space and border of the data', () => {
  it.each(['diadoques', 'diadokhoi'] as const)('diadoques §0.2 / diadokhoi §MAP: %s appendix matches the data', (ruleset) => {
    const file = fileURLToPath(new URL(`../../../../docs/rules/${ruleset}/map-decisions.md`, import.meta.url));
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(MARK);
    expect(at).toBeGreaterThan(0);
    const head = text.slice(0, at);
    const afterMark = text.slice(at).split('\n');
    // The mark, a blank line, the generated-from paragraph (two lines) and a blank line precede the tables.
    const intro = afterMark.slice(0, 5).join('\n');
    const tables = afterMark.slice(5).join('\n').trimEnd();
    const expected = describeMapMarkdown(MAPS[ruleset]).trimEnd();
    if (process.env.UPDATE_MAP_DOCS && tables !== expected) writeFileSync(file, `${head}${intro}\n${expected}\n`);
    else expect(tables).toBe(expected);
  });
});
