// The sandbox provider's test payment: no card is ever charged. One test number pays, one is
// declined, anything else is refused with a hint, so nobody types a real card into the sandbox.

export const TEST_CARD = '4242424242424242'
export const DECLINED_CARD = '4000000000000002'

export type CardCheck = { ok: true; last4: string } | { ok: false; message: string }

export function checkTestCard(
  input: { number?: string; expiry?: string; cvc?: string },
  now = new Date(),
): CardCheck {
  const number = (input.number ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'Enter the card number (12 to 19 digits).' }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return { ok: false, message: 'Enter the expiry as MM/YY.' }
  // A card is valid through the last day of its expiry month.
  if (new Date(2000 + Number(expiry[2]), month, 1) <= now)
    return { ok: false, message: 'This card has expired.' }
  if (!/^\d{3,4}$/.test((input.cvc ?? '').trim()))
    return { ok: false, message: 'Enter the 3 or 4 digit security code.' }
  if (number === DECLINED_CARD) return { ok: false, message: 'The card was declined (test card).' }
  if (number !== TEST_CARD) {
    return { ok: false, message: 'This is a sandbox: pay with the test card 4242 4242 4242 4242.' }
  }
  return { ok: true, last4: number.slice(-4) }
}
