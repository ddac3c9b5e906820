import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { registerBackOfficeTranslations } from '../../backoffice-i18n.ts';
import { newSetupDraft, type SetupDraft } from '../setup-draft.ts';
import { CashierStep } from './CashierStep.tsx';

registerBackOfficeTranslations();

function Harness() {
  const [draft, setDraft] = useState<SetupDraft>(() => newSetupDraft({ areaName: 'Main room', categoryName: 'Food' }));
  return (
    <AppProviders>
      <CashierStep draft={draft} update={(recipe) => setDraft(recipe)} errors={{}} />
      <output data-testid="draft">{JSON.stringify(draft.cashier)}</output>
    </AppProviders>
  );
}

async function typeOnPad(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = screen.getByTestId('pin-pad');
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}

describe('CashierStep', () => {
  it('makes the username from the name and keeps the PIN only once it was typed the same twice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/Cashier name/), 'Sri Wahyuni');
    expect(screen.getByLabelText(/Username/)).toHaveValue('sri.wahyuni');

    await user.click(screen.getByRole('button', { name: 'Set the PIN' }));
    await typeOnPad(user, '246810');
    expect(await screen.findByText('Type the same PIN again')).toBeInTheDocument();
    await typeOnPad(user, '246811');
    expect(await screen.findByText('The two PINs differ. Type the PIN again.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('draft').textContent ?? '{}').pin).toBe('');

    await typeOnPad(user, '246810');
    await screen.findByText('Type the same PIN again');
    await typeOnPad(user, '246810');
    expect(await screen.findByText('PIN set')).toBeInTheDocument();
    expect(screen.queryByTestId('pin-pad')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('draft').textContent ?? '{}')).toEqual({ name: 'Sri Wahyuni', username: 'sri.wahyuni', pin: '246810' });
  });
});
