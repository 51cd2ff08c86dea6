// The field a visitor types an amount into (Send, Swap, Buy): one place for what every amount
// field does, the decimal keypad on phones, no autofill of an old amount, and the invalid state
// screen readers announce with the message it points at.

export interface AmountInputProps {
  id: string
  value: string
  /** '0.0' for tokens; a currency amount shows '0.00'. */
  placeholder?: string
  /** The amount is refused: marked invalid for assistive technology. */
  invalid?: boolean
  /** Ids of the texts that describe the field (the balance, the problem with the amount). */
  describedBy?: string | undefined
  onChange(value: string): void
}

export function AmountInput({
  id,
  value,
  placeholder = '0.0',
  invalid,
  describedBy,
  onChange,
}: AmountInputProps) {
  return (
    <input
      id={id}
      className="latch-input latch-ltr-value"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
