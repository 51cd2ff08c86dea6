// The app's terms of service and privacy policy on Connect: a chunk of its own, loaded by
// ./Connect only when the app set `termsConditionsUrl` or `privacyPolicyUrl`. With neither set
// there is nothing to agree to, so `features.legalCheckbox` alone shows nothing: no checkbox
// stands before a sentence without links.
import type { LatchClient, LegalUrls } from '@latch/core'
import { type ReactNode, type SyntheticEvent, useId, useInsertionEffect, useReducer } from 'react'
import { useLatchRuntime } from '../../context'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import { injectStyle } from '../../utils/styleTag'

export interface LegalConsentProps {
  links: LegalUrls
  /** `features.legalCheckbox`: every way in stays disabled until the visitor ticks the box. */
  checkbox: boolean
  /** Connect's ways in: wallets, WalletConnect, All Wallets, email and social login. */
  children: ReactNode
}

// Each sentence names only the links the app set. The link texts are marked in the message, so
// each language words them as its grammar needs.
const CHECKBOX: Record<keyof LegalUrls | 'both', MessageKey> = {
  both: 'I agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
  terms: 'I agree to the <terms>Terms of Service</terms>',
  privacy: 'I agree to the <privacy>Privacy Policy</privacy>',
}
const FOOTER: Record<keyof LegalUrls | 'both', MessageKey> = {
  both: 'By connecting your wallet, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
  terms: 'By connecting your wallet, you agree to our <terms>Terms of Service</terms>',
  privacy: 'By connecting your wallet, you agree to our <privacy>Privacy Policy</privacy>',
}

const LEGAL_CSS = `
.latch-legal{display:flex;align-items:flex-start;gap:10px;margin:0 0 12px;padding:12px;border-radius:var(--latch-radius-m);
background:var(--latch-surface);font-size:var(--latch-fs-small)}
.latch-legal input{flex:none;width:18px;height:18px;margin:0;accent-color:var(--latch-accent);cursor:pointer}
.latch-legal a,.latch-legal-footer a{color:var(--latch-link);font-weight:600;text-decoration:none}
.latch-legal a:hover,.latch-legal-footer a:hover{text-decoration:underline}
.latch-legal-why{margin:-4px 4px 12px;color:var(--latch-text-muted);font-size:var(--latch-fs-small)}
.latch-legal-gate{min-width:0;margin:0;padding:0;border:0}
.latch-legal-gate:disabled{opacity:.45;filter:grayscale(1)}
.latch-legal-gate:disabled *{cursor:not-allowed}
.latch-legal-gate:disabled .latch-row:hover{background:var(--latch-surface)}
.latch-legal-footer{margin:16px 0 0;text-align:center;color:var(--latch-text-muted);font-size:var(--latch-fs-small)}
`

/** Puts these styles in the page; the idle prefetch does it ahead of the first open (see ./Connect). */
export function prepare(nonce?: string): void {
  injectStyle('latch-style-legal', LEGAL_CSS, nonce)
}

/** The terms and privacy links around Connect: a checkbox that gates it, or a line under it. */
export default function LegalConsent({ links, checkbox, children }: LegalConsentProps) {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => prepare(nonce), [nonce])
  if (checkbox) return <LegalCheckbox links={links}>{children}</LegalCheckbox>
  return (
    <>
      {children}
      <p className="latch-legal-footer">
        <Linked message={FOOTER[which(links)]} links={links} />
      </p>
    </>
  )
}

function LegalCheckbox({ links, children }: Omit<LegalConsentProps, 'checkbox'>) {
  const t = useT()
  const { client } = useLatchRuntime()
  const [agreed, agree] = useAgreement(client)
  const boxId = useId()
  const whyId = useId()
  return (
    <>
      <div className="latch-legal">
        <input
          id={boxId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => agree(event.target.checked)}
        />
        <label htmlFor={boxId}>
          <Linked message={CHECKBOX[which(links)]} links={links} />
        </label>
      </div>
      {!agreed && (
        <p id={whyId} className="latch-legal-why">
          {t('Tick the box above to connect.')}
        </p>
      )}
      {/*
        A disabled fieldset disables every button and field inside it, including any added later;
        a press on anything else in it (a link) is stopped before it acts.
      */}
      <fieldset
        className="latch-legal-gate"
        disabled={!agreed}
        aria-describedby={agreed ? undefined : whyId}
        onClickCapture={agreed ? undefined : refuse}
        onSubmitCapture={agreed ? undefined : refuse}
      >
        {children}
      </fieldset>
    </>
  )
}

const refuse = (event: SyntheticEvent) => {
  event.preventDefault()
  event.stopPropagation()
}

const which = (links: LegalUrls): keyof typeof CHECKBOX =>
  links.terms && links.privacy ? 'both' : links.terms ? 'terms' : 'privacy'

/** The message with its <terms>…</terms> and <privacy>…</privacy> spans as links opening in a new tab. */
function Linked({ message, links }: { message: MessageKey; links: LegalUrls }) {
  const t = useT()
  // split() with the two groups yields text, name, link text, text, name, link text, text.
  const pieces = t(message).split(/<(terms|privacy)>(.*?)<\/\1>/)
  return pieces.map((piece, index) => {
    if (index % 3 === 0) return piece
    if (index % 3 === 1) return null
    const href = links[pieces[index - 1] as keyof LegalUrls]
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message, fixed in number and order
      <a key={index} href={href} target="_blank" rel="noopener noreferrer">
        {piece}
      </a>
    )
  })
}

// The tick lasts while the modal stays open (through All Wallets and back) and is forgotten when
// it closes: agreement is asked again on the next visit, never stored. Each client holds the
// function that stops watching for the close.
const agreements = new WeakMap<LatchClient, () => void>()

function useAgreement(client: LatchClient): [boolean, (agreed: boolean) => void] {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const agree = (agreed: boolean) => {
    agreements.get(client)?.()
    agreements.delete(client)
    if (agreed) {
      const stop = client.store.subscribe(() => {
        if (client.store.getState().modal.open) return
        stop()
        agreements.delete(client)
      })
      agreements.set(client, stop)
    }
    rerender()
  }
  return [agreements.has(client), agree]
}
