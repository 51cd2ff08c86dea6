// The frame's own screens, drawn inside the frame (the host page can neither read nor click them):
// approving a request, saving the recovery key once, entering it on a new device. One screen at a
// time; each takes the keyboard focus as it shows (the host has focused the frame) and tells the
// host when it shows and when it is done, so the modal shows and hides the frame around it.
import { createEvent } from '@latch/embedded/protocol'
import { post } from './messaging'

const element = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T

let dappName = 'This app'
export const setDappName = (name: string) => {
  dappName = name.slice(0, 80) || 'This app'
}

const METHOD_TEXT: Record<string, string> = {
  personal_sign: 'sign a message',
  eth_sendTransaction: 'send a transaction',
  wallet_sendCalls: 'send a batch of calls',
  wallet_grantPermissions: 'grant a spending permission',
  eth_signTypedData_v4: 'sign typed data',
  eth_signTypedData: 'sign typed data',
  solana_signMessage: 'sign a message',
  solana_signTransaction: 'sign a transaction',
  solana_signAllTransactions: 'sign transactions',
  solana_signAndSendTransaction: 'send a transaction',
}

/** Where the focus goes in the screen on show; again when the host focuses the frame after showing it. */
let focusTarget: HTMLElement | undefined
window.addEventListener('focus', () => {
  if (focusTarget && (document.activeElement === document.body || !document.activeElement))
    focusTarget.focus()
})

/** Shows one screen; the returned function hides it and drops its button handlers. */
function show(id: string, focus: string) {
  const section = element(id)
  section.hidden = false
  focusTarget = element(focus)
  focusTarget.focus()
  return () => {
    section.hidden = true
    focusTarget = undefined
    for (const button of section.querySelectorAll('button')) button.onclick = null
  }
}

/** Asks the user to approve `method`; resolves with their answer. */
export function askApproval(
  requestId: string,
  method: string,
  details: Array<[string, string]>,
  message?: string,
): Promise<boolean> {
  element('approval-title').textContent = `${dappName} asks you to ${METHOD_TEXT[method] ?? method}`
  const list = element('approval-details')
  list.replaceChildren()
  for (const [label, value] of [['Method', method] as [string, string], ...details]) {
    const term = document.createElement('dt')
    term.textContent = label
    const description = document.createElement('dd')
    description.textContent = value
    list.append(term, description)
  }
  element('approval-message').textContent = message ?? ''
  post(createEvent('APPROVAL_REQUESTED', { requestId, method }))
  const hide = show('approval', 'reject')
  return new Promise<boolean>((resolve) => {
    const done = (approved: boolean) => {
      hide()
      post(createEvent('APPROVAL_SETTLED', { requestId, approved }))
      resolve(approved)
    }
    element('approve').onclick = () => done(true)
    element('reject').onclick = () => done(false)
  })
}

/** Shows the new wallet's recovery key until the user says it is saved. Shown once, never stored. */
export function showRecoveryKey(recoveryKey: string, address: string): Promise<void> {
  element('recovery-key').textContent = recoveryKey
  const status = element('recovery-status')
  status.textContent = ''
  post(createEvent('RECOVERY_REQUESTED', { mode: 'save' }))
  const hide = show('recovery-save', 'recovery-copy')
  element('recovery-copy').onclick = () =>
    void navigator.clipboard.writeText(recoveryKey).then(
      () => {
        status.textContent = 'Copied.'
      },
      () => {
        status.textContent = 'Copying is blocked here. Select the key and copy it, or download it.'
      },
    )
  element('recovery-download').onclick = () => {
    const file = new Blob([`Recovery key for wallet ${address}\n${recoveryKey}\n`], { type: 'text/plain' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(file)
    link.download = `wallet-recovery-${address.slice(2, 8)}.txt`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
    status.textContent = 'Downloaded.'
  }
  return new Promise<void>((resolve) => {
    element('recovery-saved').onclick = () => {
      hide()
      element('recovery-key').textContent = ''
      post(createEvent('RECOVERY_SETTLED', { mode: 'save', done: true }))
      resolve()
    }
  })
}

/**
 * A new device: asks for the recovery key until `tryKey` accepts one, or the user cancels.
 * `tryKey`'s error message is shown under the field.
 */
export function askRecoveryKey(tryKey: (key: string) => Promise<void>): Promise<boolean> {
  const form = element<HTMLFormElement>('recovery-enter')
  const field = element<HTMLInputElement>('recovery-input')
  const error = element('recovery-error')
  field.value = ''
  error.textContent = ''
  field.removeAttribute('aria-invalid')
  post(createEvent('RECOVERY_REQUESTED', { mode: 'enter' }))
  const hide = show('recovery-enter', 'recovery-input')
  return new Promise<boolean>((resolve) => {
    const done = (recovered: boolean) => {
      hide()
      form.onsubmit = null
      field.value = ''
      post(createEvent('RECOVERY_SETTLED', { mode: 'enter', done: recovered }))
      resolve(recovered)
    }
    form.onsubmit = (event) => {
      event.preventDefault()
      const submit = element<HTMLButtonElement>('recovery-continue')
      submit.disabled = true
      error.textContent = ''
      tryKey(field.value).then(
        () => done(true),
        (failure: unknown) => {
          submit.disabled = false
          field.setAttribute('aria-invalid', 'true')
          error.textContent = failure instanceof Error ? failure.message : 'That did not work.'
          field.focus()
        },
      )
    }
    element('recovery-cancel').onclick = () => done(false)
  })
}
