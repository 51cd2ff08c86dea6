// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AmountInput } from './AmountInput'

afterEach(cleanup)

function Field({ invalid }: { invalid?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput id="amount" value={value} invalid={invalid} describedBy="why" onChange={setValue} />
      <p id="why">Insufficient balance</p>
    </>
  )
}

describe('an amount field (Send, Swap, Buy)', () => {
  it('offers the decimal keypad, never autofills an old amount, and hands on what is typed', async () => {
    render(<Field />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('inputmode')).toBe('decimal')
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await userEvent.type(input, '1.25')
    expect((input as HTMLInputElement).value).toBe('1.25')
  })

  it('a refused amount is marked invalid and described by its message', () => {
    render(<Field invalid />)
    const input = screen.getByRole('textbox', { name: 'Amount', description: 'Insufficient balance' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
