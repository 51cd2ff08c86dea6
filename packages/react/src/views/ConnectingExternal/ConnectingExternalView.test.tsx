// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../../test/harness'
import { ConnectingExternalView } from './ConnectingExternalView'

afterEach(cleanup)

describe('ConnectingExternalView', () => {
  it('waits with the wallet icon and offers no retry while the request is open', () => {
    renderView(
      <ConnectingExternalView
        walletName="Rabby"
        walletIcon="https://x.test/r.png"
        status="waiting"
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Continue in Rabby')
    expect(document.querySelector('img.latch-wallet-icon')?.getAttribute('src')).toBe('https://x.test/r.png')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('shows the declined state with a retry button that retries', async () => {
    const onRetry = vi.fn()
    renderView(<ConnectingExternalView walletName="Rabby" status="rejected" onRetry={onRetry} />)
    expect(screen.getByRole('status').textContent).toContain('Connection declined')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows the error message in the error state', () => {
    renderView(
      <ConnectingExternalView
        walletName="Rabby"
        status="error"
        errorMessage="Chain not configured"
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Chain not configured')
  })
})
