import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PIN_LENGTH } from '@kasir/domain';
import { AppProviders } from '../../app/AppProviders.tsx';
import { PinPad } from './PinPad.tsx';

function Harness({ onComplete }: { onComplete(pin: string): void }) {
  const [value, setValue] = useState('');
  return (
    <AppProviders>
      <PinPad value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </AppProviders>
  );
}

describe('PinPad', () => {
  it('has one button per digit, named by the digit, inside the pin-pad', () => {
    render(<Harness onComplete={vi.fn()} />);
    const pad = screen.getByTestId('pin-pad');
    for (const digit of '0123456789') expect(pad).toContainElement(screen.getByRole('button', { name: digit }));
  });

  it('submits by itself at 6 digits and not before', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const digit of '12345') await user.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByTestId('value')).toHaveTextContent('12345');
    expect(onComplete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '6' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(PIN_LENGTH).toBe(6);
  });

  it('ignores digits beyond the PIN length', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const digit of '1234567') await user.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('deletes the last digit and clears everything', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const digit of '987') await user.click(screen.getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^98$/);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('accepts a hardware keyboard too', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.keyboard('11111');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('1');
    expect(onComplete).toHaveBeenCalledWith('111111');
  });
});
