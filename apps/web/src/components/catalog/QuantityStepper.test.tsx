// The quantity stepper as a shopper types into it: whole numbers, an Arabic keyboard's digits too.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';

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
