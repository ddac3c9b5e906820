import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, useProductInBrowser } from './harness.ts';
import { signInToBackOffice } from './backoffice-outlets-steps.ts';
import { openCashierHelp, openHelpInbox, writeToOwner } from './help-steps.ts';
import { chooseLanguage, shoot } from './signup-steps.ts';

const app = useProductInBrowser();

const helpLabel = { en: 'Help', id: 'Bantuan', zh: '帮助' } as const;

describe('help center', () => {
  it('a cashier writes to the owner from /cashier/help and the owner reads it in the back office inbox', async () => {
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await openCashierHelp(till);
    await shoot(till, 'backoffice-help', 'cashier-empty', 'en');

    await writeToOwner(till, { subject: 'Kitchen printer', text: 'The kitchen printer is out of paper. Where are the new rolls?' });
    await till.getByText('Message sent to the owner').waitFor();
    const sent = till.getByTestId('help-sent-list');
    await sent.getByText('Kitchen printer', { exact: true }).waitFor();
    assert.match(await sent.innerText(), /Kitchen printer[\s\S]*Not read yet[\s\S]*Kopi Senja[\s\S]*out of paper/i);
    // The form is empty again for the next message.
    assert.equal(await till.getByRole('textbox', { name: 'Message' }).inputValue(), '');
    await shoot(till, 'backoffice-help', 'cashier', 'en');
    for (const language of ['id', 'zh'] as const) {
      await chooseLanguage(till, language);
      await till.getByRole('navigation').getByRole('link', { name: helpLabel[language], exact: true }).waitFor();
      // The switch's sliding marker settles before the picture.
      await till.waitForTimeout(400);
      await shoot(till, 'backoffice-help', 'cashier', language);
    }
    await chooseLanguage(till, 'en');

    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openHelpInbox(owner);
    const message = owner.getByTestId('bo-help-message').filter({ hasText: 'Kitchen printer' });
    await message.waitFor();
    assert.match(await message.innerText(), /Kitchen printer[\s\S]*New[\s\S]*Ani at Kopi Senja[\s\S]*out of paper/i);
    await owner.getByText('1 unread').waitFor();
    await shoot(owner, 'backoffice-help', 'inbox', 'en');

    await message.getByRole('button', { name: 'Mark as read' }).click();
    await message.getByText(/^Read \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
    await owner.getByText('0 unread').waitFor();
    await shoot(owner, 'backoffice-help', 'inbox-read', 'en');
    for (const language of ['id', 'zh'] as const) {
      await chooseLanguage(owner, language);
      await owner.waitForTimeout(300);
      await shoot(owner, 'backoffice-help', 'inbox', language);
    }

    // The cashier's own list shows the owner has read it (after a fresh look at the screen).
    await till.reload();
    await till.getByTestId('help-sent-list').getByText('Read', { exact: true }).waitFor();
  });
});
