// The quantity stepper as a shopper types into it: whole numbers, an Arabic keyboard's digits too.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper, STEPPER_SETTLE_MS } from './QuantityStepper.tsx';

function Host({ onChange, commitOnBlur = false }: { onChange: (n: number) => void; commitOnBlur?: boolean }) {
  const [qty, setQty] = useState(1);
  return (
    <QuantityStepper
      value={qty}
      max={20}
      label="Quantity"
      commitOnBlur={commitOnBlur}
      onChange={(n) => {
        setQty(n);
        onChange(n);
      }}
    />
  );
}

describe('<QuantityStepper>', () => {
  it('takes a quantity typed in Arabic-Indic digits as that quantity', async () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '١٢');
    expect(input).toHaveProperty('value', '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('keeps only digits and, when the field is left, bounds what was typed', async () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} commitOnBlur />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '٣x0');
    expect(input).toHaveProperty('value', '30');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '20');
    expect(onChange).toHaveBeenLastCalledWith(20);
  });
});

describe('<QuantityStepper> in the cart (each change a server call)', () => {
  // a server's answer still on its way when a test ends is dropped: its timer would otherwise fire
  // after the file's environment is gone (an unhandled error that failed a CI run)
  const answers: ReturnType<typeof setTimeout>[] = [];
  afterEach(() => answers.splice(0).forEach(clearTimeout));

  /** The cart: the line's quantity changes only when the (slow) server has answered. */
  function CartHost({ onChange, answerMs = 50 }: { onChange: (n: number) => void; answerMs?: number }) {
    const [qty, setQty] = useState(1);
    return (
      <QuantityStepper
        value={qty}
        max={20}
        label="Quantity"
        increaseLabel="Increase"
        decreaseLabel="Decrease"
        commitOnBlur
        onChange={(n) => {
          onChange(n);
          return new Promise<boolean>((done) => {
            answers.push(
              setTimeout(() => {
                setQty(n);
                done(true);
              }, answerMs),
            );
          });
        }}
      />
    );
  }

  it('counts three quick presses of + as three and sends the quantity once', async () => {
    const onChange = vi.fn();
    render(<CartHost onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    // shown at once
    expect(screen.getByLabelText('Quantity')).toHaveProperty('value', '4');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: STEPPER_SETTLE_MS + 1000 });
    expect(onChange.mock.calls).toEqual([[4]]);
    // a press while the server answers counts on from what is shown
    fireEvent.click(plus);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    fireEvent.click(plus);
    expect(screen.getByLabelText('Quantity')).toHaveProperty('value', '5');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), { timeout: STEPPER_SETTLE_MS + 1000 });
    expect(onChange).toHaveBeenLastCalledWith(5);
    await vi.waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveProperty('value', '5'));
  });

  it('sends the presses at once when focus leaves the button (Checkout pressed right after)', () => {
    const onChange = vi.fn();
    render(<CartHost onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase' });
    plus.focus();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(plus);
    expect(onChange.mock.calls).toEqual([[3]]);
  });
});
