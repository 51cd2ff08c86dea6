// @vitest-environment happy-dom

import { isUserRejection } from '@latch/core'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('ConnectingExternal view', () => {
  it('shows the declined state when the wallet rejects, and retry connects', async () => {
    const user = userEvent.setup()
    const { client, adapter } = renderWithLatch(null)
    await client.start()
    adapter.failNext('connect', Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    client.open()
    await user.click(await screen.findByRole('button', { name: /Test Wallet/ }))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(client.isConnected('eip155')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.isConnected('eip155')).toBe(true))
    expect(adapter.prompts).toBe(2)
    expect(client.store.getState().modal.open).toBe(false)
  })

  it('shows the error message when the connection fails otherwise', async () => {
    const user = userEvent.setup()
    const { client, adapter } = renderWithLatch(null)
    await client.start()
    adapter.failNext('connect', new Error('Wallet is locked'))
    client.open()
    await user.click(await screen.findByRole('button', { name: /Test Wallet/ }))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Wallet is locked')).toBeTruthy()
  })

  it('recognises rejections by EIP-1193 code or wording, nested causes included', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('User denied account authorization'))).toBe(true)
    expect(isUserRejection(new Error('Chain not configured'))).toBe(false)
    expect(isUserRejection(null)).toBe(false)
  })
})
