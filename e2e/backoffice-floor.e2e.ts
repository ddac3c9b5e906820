import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, signInToBackOffice } from './backoffice-outlets-steps.ts';
import { cashierTableLeft, dragTable, drawnPosition, openFloorPlans, shootFloor } from './backoffice-floor-steps.ts';
import { openTableScreen, seatTable } from './tables-steps.ts';

const app = useProductInBrowser();

describe('back office: floor plans', () => {
  it('adds a table, drags it with the mouse, and an open cashier terminal sees it appear and move live', async () => {
    // A cashier's terminal already shows the table screen of Kopi Senja.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await openTableScreen(till);
    assert.equal(await till.getByTestId('table-T9').count(), 0, 'no T9 before the owner adds it');

    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFloorPlans(owner);
    await owner.getByRole('tab', { name: 'Indoor' }).waitFor();
    await shootFloor(owner, 'plan', 'en');

    // Add table: T9 lands on a free spot of Indoor and is selected in the side form.
    await owner.getByRole('button', { name: 'Add table' }).click();
    const added = owner.getByTestId('bo-table-T9');
    await added.waitFor();
    await owner.getByRole('textbox', { name: 'Table name' }).waitFor();
    assert.equal(await owner.getByRole('textbox', { name: 'Table name' }).inputValue(), 'T9');

    // The cashier's plan shows it without a reload.
    await till.getByTestId('table-T9').waitFor({ timeout: 10_000 });

    // Drag it with the mouse into the free row between T1-T4 and T5-T8.
    const before = await drawnPosition(owner, 'T9');
    const tillLeftBefore = await cashierTableLeft(till, 'T9');
    await dragTable(owner, 'T9', { x: 40, y: 170 });
    const after = await drawnPosition(owner, 'T9');
    assert.ok(after.x > before.x && after.y > before.y, `moved right and down: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    assert.equal(after.x % 10, 0, 'snapped to the grid');
    // The till redraws it at its new place.
    await till.waitForFunction(
      ([name, left]) => {
        const element = document.querySelector<HTMLElement>(`[data-testid="table-${name}"]`);
        return element !== null && Number.parseFloat(element.style.left) > left;
      },
      ['T9', tillLeftBefore] as const,
      { timeout: 10_000 },
    );

    // The arrow keys move the selected table too.
    await added.focus();
    const saved = owner.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/outletTable\/\d+$/.test(response.url()));
    await owner.keyboard.press('ArrowRight');
    await saved;
    assert.deepEqual(await drawnPosition(owner, 'T9'), { x: after.x + 10, y: after.y });

    // Rename and seat count in the side form.
    await added.click();
    await owner.getByRole('textbox', { name: 'Seats' }).click();
    await owner.getByRole('textbox', { name: 'Seats' }).press('ControlOrMeta+a');
    await owner.getByRole('textbox', { name: 'Seats' }).pressSequentially('2');
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByText('Saved', { exact: true }).waitFor();
    await shootFloor(owner, 'table-form', 'en');

    // The cashier seats guests at T9: the owner may not delete it, and is told why.
    await seatTable(till, 'T9', 2);
    await owner.getByRole('button', { name: 'Delete table' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const refusal = owner.getByTestId('bo-floor-delete-error');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /Table T9 is in use at a cashier terminal/);
    await shootFloor(owner, 'delete-refused', 'en');
    await owner.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the floor plan screens in Indonesian, Chinese and English', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFloorPlans(owner);
    const labels = {
      id: { add: 'Tambah meja', deleteTable: 'Hapus meja', editArea: 'Ubah area' },
      zh: { add: '添加餐桌', deleteTable: '删除餐桌', editArea: '编辑区域' },
      en: { add: 'Add table', deleteTable: 'Delete table', editArea: 'Edit area' },
    } as const;
    for (const language of ['id', 'zh', 'en'] as const) {
      const label = labels[language];
      await chooseLanguage(owner, language);
      await owner.getByRole('button', { name: label.add }).waitFor();
      await owner.getByTestId('bo-table-T1').click();
      await owner.getByTestId('bo-table-form').waitFor();
      if (language !== 'en') await shootFloor(owner, 'plan', language);
      await owner.getByRole('button', { name: label.deleteTable }).click();
      await owner.getByRole('dialog').waitFor();
      await shootFloor(owner, 'delete-confirm', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.getByRole('button', { name: label.editArea }).click();
      await owner.getByRole('dialog').waitFor();
      await shootFloor(owner, 'area-form', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
