// What a buyer checks before paying (issue 28): the builder moves a building's handover in the building's page; the
// buyer then reads on the complex page how often and how the deadline moved, and the complex's card says
// «Срок переносился». The building's date is put back at the end (that move is kept too: the history is a record).
import { listBackofficeObjects } from '#shared/api/backoffice.ts';
import { getObject } from '#shared/api/realty.ts';
import { formatQuarter } from '#shared/format.ts';
import { test, expect, type Api } from './fixtures.ts';
import { claimFirst, type Claim } from './claims.ts';

interface Building {
  objectId: number;
  title: string;
  pavilionId: number;
  name: string;
  date: string;
}

/**
 * A shown building under construction of the demo builder's published complexes, claimed for this test: the
 * back-office lists complexes by their last change, which other specs (a progress report, an import, this spec's own
 * move) reorder, so the pick goes by id and a claim keeps the other project and the repeats off it.
 */
async function claimBuilding(api: Api): Promise<Claim<Building>> {
  const mine = await api.ok(listBackofficeObjects, { query: { page: 1 } }, { as: 'builder' });
  const found: Building[] = [];
  const published = mine.data.filter((card) => card.published).sort((a, b) => a.id - b.id);
  for (const card of published) {
    const object = await api.ok(getObject, { params: { id: card.id } }, { as: 'builder' });
    if (object.isOffer) continue;
    for (const p of object.pavilions)
      if (p.published && p.dateBuild && !p.isFinished)
        found.push({
          objectId: card.id,
          title: object.title,
          pavilionId: p.id,
          name: p.name,
          date: p.dateBuild,
        });
  }
  const claim = claimFirst('deadline-building', found, (b) => b.pavilionId);
  if (!claim) throw new Error('the demo builder has no building under construction left for this test');
  return claim;
}

/** 2027-04-01 → «10.2027»: half a year later, as the building form takes it. */
function halfYearLater(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  const total = y! * 12 + (m! - 1) + 6;
  return `${String((total % 12) + 1).padStart(2, '0')}.${Math.floor(total / 12)}`;
}
const monthOf = (iso: string) => `${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const isoOf = (month: string) => `${month.slice(3)}-${month.slice(0, 2)}-01`;

test.describe('[deadline-history] a moved handover, as the builder makes it and the buyer reads it', () => {
  test('the builder postpones a building; the buyer sees «Срок сдачи переносился» and the card’s badge @both', async ({
    page,
    browser,
    api,
    visitAs,
    shot,
  }, testInfo) => {
    // Two browsers, the builder's page, the complex page and the feed: more than 30 s on two shared cores.
    test.slow();
    const claim = await claimBuilding(api);
    const building = claim.item;
    const later = halfYearLater(building.date);

    await visitAs(page, 'builder', `/builder_cabinet/${building.objectId}/${building.pavilionId}`);
    await page.getByRole('button', { name: 'Изменить срок сдачи' }).click();
    const dialog = page.getByRole('dialog', { name: 'Срок сдачи корпуса' });
    const month = dialog.getByLabel('Месяц сдачи, ММ.ГГГГ (перенос увидят покупатели)');
    await expect(month).toHaveValue(monthOf(building.date));
    await month.fill(later);
    await shot(page, 'deadline-move-prompt', { fullPage: false });
    await dialog.getByRole('button', { name: 'Сохранить срок' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Срок сдачи: ${formatQuarter(isoOf(later))}`)).toBeVisible();

    // The buyer, in a browser of their own.
    const context = await browser.newContext({ ...testInfo.project.use });
    const buyer = await context.newPage();
    await visitAs(buyer, 'user', `/realty/${building.objectId}`);
    const section = buyer.locator('#realty-deadline');
    await expect(section.getByRole('heading', { name: 'Срок сдачи' })).toBeVisible();
    const chain = section.getByRole('listitem').filter({ hasText: building.name }).first();
    await expect(chain).toContainText(/Срок сдачи переносился \d+ раза? ?/);
    await expect(chain).toContainText(`${formatQuarter(building.date)} → ${formatQuarter(isoOf(later))}`);
    const step = `${building.name}: ${formatQuarter(building.date)} → ${formatQuarter(isoOf(later))}`;
    await expect(section.getByRole('listitem').filter({ hasText: step }).last()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(buyer, 'deadline-history-complex', { fullPage: false });

    // The card in the feed, found by the complex's name, carries the badge.
    await buyer.evaluate(
      (title) =>
        localStorage.setItem('filters', JSON.stringify({ preset: false, filter: { market: 1, title } })),
      building.title,
    );
    await buyer.goto('/feed');
    const card = buyer.getByRole('article').filter({ hasText: building.title }).first();
    await expect(card.getByText('Срок переносился')).toBeVisible();
    await shot(buyer, 'deadline-history-card', { fullPage: false });
    await context.close();

    // Put back: the builder's second move is on record as well.
    await page.getByRole('button', { name: 'Изменить срок сдачи' }).click();
    await dialog.getByLabel('Месяц сдачи, ММ.ГГГГ (перенос увидят покупатели)').fill(monthOf(building.date));
    await dialog.getByRole('button', { name: 'Сохранить срок' }).click();
    await expect(page.getByText(`Срок сдачи: ${formatQuarter(building.date)}`)).toBeVisible();
    claim.release();
  });
});
