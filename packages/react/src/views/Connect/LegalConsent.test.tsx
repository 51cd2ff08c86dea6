// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../../test/harness'
import { ConnectView } from './ConnectView'
import LegalConsent from './LegalConsent'
import { WalletList } from './WalletList'

afterEach(cleanup)

const TERMS = 'https://app.example/terms'
const PRIVACY = 'https://app.example/privacy'

/** Connect with every way in: wallets, WalletConnect, All Wallets, email, socials and the guide. */
function renderGated(links: { terms?: string; privacy?: string }, checkbox = true) {
  const onSelect = vi.fn()
  const onAllWallets = vi.fn()
  const onEmail = vi.fn()
  const onSocial = vi.fn()
  renderView(
    <LegalConsent links={{ terms: links.terms, privacy: links.privacy }} checkbox={checkbox}>
      <ConnectView
        methods={['email', 'social', 'wallet']}
        wallets={
          <WalletList
            rows={[
              { id: 'rabby', name: 'Rabby', tag: 'Installed' },
              { id: 'wc', name: 'WalletConnect', tag: 'QR Code' },
            ]}
            onSelect={onSelect}
            onAllWallets={onAllWallets}
          />
        }
        onAllWallets={onAllWallets}
        onEmail={onEmail}
        socials={['google', 'x', 'discord', 'github']}
        onSocial={onSocial}
        walletGuide
      />
    </LegalConsent>,
  )
  return { onSelect, onAllWallets, onEmail, onSocial }
}

const box = () => screen.queryByRole('checkbox')
/** Every control a visitor could connect through: all but the checkbox and its links. */
const waysIn = () =>
  [...document.querySelectorAll('button, input')].filter((element) => element !== box()) as HTMLElement[]

describe('legal consent', () => {
  it('keeps every way in disabled and dimmed until the box is ticked, and says why', async () => {
    const user = userEvent.setup()
    const calls = renderGated({ terms: TERMS, privacy: PRIVACY })
    expect(box()).not.toBeNull()
    const gate = document.querySelector('fieldset') as HTMLFieldSetElement
    expect(gate.disabled).toBe(true)
    const ways = waysIn()
    // The wallets, WalletConnect, All Wallets, the email field and its button, three socials and
    // More, the guide's button.
    expect(ways.map((way) => way.textContent || way.getAttribute('placeholder'))).toEqual([
      'Email',
      'Continue',
      'GContinue with Google',
      'XContinue with X',
      'DContinue with Discord',
      '…More1',
      'Get started',
      'RRabbyInstalled',
      'WWalletConnectQR Code',
      'All Wallets',
    ])
    // Buttons and fields inside a disabled fieldset are disabled (HTML); Chromium checks it for
    // real in e2e/specs/connect-options.spec.ts.
    for (const way of ways) expect(gate.contains(way), way.textContent ?? '').toBe(true)
    const why = document.getElementById(gate.getAttribute('aria-describedby') ?? '')
    expect(why?.textContent).toBe('Tick the box above to connect.')
    for (const way of ways) await user.click(way)
    for (const call of Object.values(calls)) expect(call).not.toHaveBeenCalled()

    await user.click(box() as HTMLElement)
    expect(gate.disabled).toBe(false)
    expect(gate.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByText('Tick the box above to connect.')).toBeNull()
    await user.click(screen.getByRole('button', { name: /Rabby/ }))
    await user.click(screen.getByRole('button', { name: /All Wallets/ }))
    await user.click(screen.getByRole('button', { name: /Google/ }))
    expect(calls.onSelect).toHaveBeenCalledOnce()
    expect(calls.onAllWallets).toHaveBeenCalledOnce()
    expect(calls.onSocial).toHaveBeenCalledWith('google')
  })

  it('links the terms and the privacy policy in a new tab, without an opener or referrer', () => {
    renderGated({ terms: TERMS, privacy: PRIVACY })
    const label = document.querySelector('label') as HTMLLabelElement
    expect(label.textContent).toBe('I agree to the Terms of Service and Privacy Policy')
    expect(label.htmlFor).toBe(box()?.id)
    const links = within(label).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', TERMS],
      ['Privacy Policy', PRIVACY],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('leaves a link whose URL is not set out of the sentence', () => {
    renderGated({ terms: TERMS })
    expect(document.querySelector('label')?.textContent).toBe('I agree to the Terms of Service')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([TERMS])
    cleanup()
    renderGated({ privacy: PRIVACY })
    expect(document.querySelector('label')?.textContent).toBe('I agree to the Privacy Policy')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([PRIVACY])
  })

  it('without the checkbox, says under Connect that connecting means agreeing, and gates nothing', () => {
    const { onSelect } = renderGated({ terms: TERMS, privacy: PRIVACY }, false)
    expect(box()).toBeNull()
    expect(document.querySelector('fieldset')).toBeNull()
    const footer = screen.getByText(/By connecting your wallet/)
    expect(footer.textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('rel')),
    ).toEqual(['noopener noreferrer', 'noopener noreferrer'])
    const rabby = screen.getByRole('button', { name: /Rabby/ })
    expect(rabby.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    rabby.click()
    expect(onSelect).toHaveBeenCalledOnce()
    cleanup()
    renderGated({ privacy: PRIVACY }, false)
    expect(screen.getByText(/By connecting your wallet/).textContent).toBe(
      'By connecting your wallet, you agree to our Privacy Policy',
    )
  })

  it('puts a URL holding markup in the href alone, never into the page as elements', () => {
    const hostile = 'https://app.example/terms?"><img src=x onerror=alert(1)>'
    renderGated({ terms: hostile })
    expect(screen.getByRole('link').getAttribute('href')).toBe(hostile)
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('words the sentence in the visitor’s language, links and all', async () => {
    renderView(
      <LegalConsent links={{ terms: TERMS, privacy: PRIVACY }} checkbox>
        <p>wallets</p>
      </LegalConsent>,
      { locale: 'de' },
    )
    const label = await screen.findByText(/Ich stimme/)
    expect(label.textContent).toBe('Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu')
    expect(
      within(label)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nutzungsbedingungen', 'Datenschutzerklärung'])
  })
})
