// @vitest-environment happy-dom
import { solana } from '@latch/core'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT, devnet, mainnet, optimism, renderWithLatch } from '../../../test/harness'
import { qrPath } from './qrPath'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function openReceive() {
  const user = userEvent.setup()
  const rendered = renderWithLatch(null, {
    config: { networks: [mainnet, optimism, devnet, solana] },
  })
  await rendered.client.start()
  await rendered.client.connect({ connectorId: 'test-eip155' })
  rendered.client.open()
  await user.click(await screen.findByRole('button', { name: 'Receive' }))
  await screen.findByRole('dialog', { name: 'Receive' })
  return { ...rendered, user }
}

describe('Receive', () => {
  it('draws the address as a QR code in SVG, loaded on demand', async () => {
    await openReceive()
    const qr = await screen.findByRole('img', { name: 'QR code of your address' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    const expected = await qrPath(ACCOUNT)
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(expected.path)
    // The code's modules with a 2-module quiet zone around them.
    expect(qr.getAttribute('viewBox')).toBe(`-2 -2 ${expected.size + 4} ${expected.size + 4}`)
    expect(screen.getByText(ACCOUNT)).toBeTruthy()
  })

  it('the QR path has one dark square per dark module of the code', async () => {
    const { create } = await import('qrcode')
    const { modules } = create(ACCOUNT, { errorCorrectionLevel: 'M' })
    const dark = Array.from(modules.data).filter(Boolean).length
    expect((await qrPath(ACCOUNT)).path.match(/M/g)).toHaveLength(dark)
  })

  it('copies the address', async () => {
    const { user } = await openReceive()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(ACCOUNT)
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('lists the networks the address is valid on: those of its namespace only', async () => {
    await openReceive()
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(1)),
    ).toEqual(['Ethereum', 'OP Mainnet', 'Devnet'])
  })
})
