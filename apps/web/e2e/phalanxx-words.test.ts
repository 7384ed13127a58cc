/**
 * End to end: PhalanXX in the French interface speaks French (issue 14 item 3). A hot-seat game
 * on /local/phalanxx against a bot: the table's card, region and seat names, the prompt, the
 * decision groups and buttons come from PhalanXX's French catalog; no English word of the game
 * shows. A few decisions are clicked, and the refreshed table stays French. Screenshot:
 * docs/screenshots/phalanxx-board-fr.png.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/phalanxx-words.test.ts
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openUsers, startSuite } from './harness.ts';

/** Words of the English PhalanXX lines and labels: none may show in the French interface. */
const ENGLISH = /\b(Buy an epoch card|buy nothing|Play a card|Conquer|Income|take 3 talents|beside your|meeples|Red|Blue|Cretan archers|Babylon\b)/;

describe('PhalanXX in French', () => {
  const suite = startSuite();

  it('hot-seat against a bot: every game word on the table and the decisions is French', async () => {
    const [u] = await openUsers(suite.browser, suite.base, ['px'], { locale: 'fr-FR', register: false });
    const p = u!.page;
    await p.goto(`${suite.base}/local/phalanxx`);
    await p.locator('.local-form button.primary').click();
    const iAm = p.locator('[data-testid=pass-device] button.primary');
    if (await iAm.isVisible()) await iAm.click();
    await p.locator('.orders-pane .legal-buttons button').first().waitFor();
    const pane = await p.locator('.orders-pane').innerText();
    expect(pane).toContain('Achetez une carte d’époque de l’étal');
    expect(pane).toMatch(/Acheter|Passer/);
    expect(pane).toMatch(/ne rien acheter \(la carte la plus à droite est défaussée\)/);
    for (let i = 0; i < 6; i++) {
      const table = await p.locator('.phalanxx-board').innerText();
      expect(table).toContain('Rouge');
      expect(table).toContain('talents ·');
      expect(table).toMatch(/pions/);
      expect(`${table}\n${await p.locator('.orders-pane').innerText()}`).not.toMatch(ENGLISH);
      const buttons = p.locator('.orders-pane .legal-buttons button');
      if ((await buttons.count()) === 0) break;
      await buttons.last().click();
      if (await iAm.isVisible()) await iAm.click();
      await p.locator('.orders-pane').waitFor();
    }
    await p.screenshot({ path: join(process.cwd(), 'docs', 'screenshots', 'phalanxx-board-fr.png') });
    await u!.ctx.close();
  });
});
