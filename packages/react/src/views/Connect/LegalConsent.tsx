// The app's terms of service and privacy policy on Connect: a chunk of its own, loaded by
// ./Connect only when the app set `termsConditionsUrl` or `privacyPolicyUrl`. With neither set
// there is nothing to agree to, so `features.legalCheckbox` alone shows nothing: no checkbox
// stands before a sentence without links.
import type { LatchClient, LegalUrls } from '@latch/core'
import { type ReactNode, type SyntheticEvent, useId, useReducer } from 'react'
import { useLatchRuntime } from '../../context'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import './legal.css'

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

/** The terms and privacy links around Connect: a checkbox that gates it, or a line under it. */
export default function LegalConsent({ links, checkbox, children }: LegalConsentProps) {
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
