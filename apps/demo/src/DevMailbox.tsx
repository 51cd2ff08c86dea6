// Codes sent by the local server land in its dev mailbox; this reads the latest one for an address
// so a visitor can finish an email login without a real inbox.
import { type FormEvent, useId, useState } from 'react'

type Mail = { subject: string; text: string; receivedAt: number }
type State =
  | { state: 'idle' }
  | { state: 'done'; mail: Mail | undefined }
  | { state: 'error'; message: string }

export function DevMailbox({ servicesUrl }: { servicesUrl: string }) {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [result, setResult] = useState<State>({ state: 'idle' })

  async function read(event: FormEvent) {
    event.preventDefault()
    try {
      const response = await fetch(`${servicesUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
      if (!response.ok) throw new Error(`The mailbox answered HTTP ${response.status}`)
      const { mails } = (await response.json()) as { mails: Mail[] }
      const latest = [...mails].sort((a, b) => b.receivedAt - a.receivedAt)[0]
      setResult({ state: 'done', mail: latest })
    } catch (error) {
      setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="mailbox" onSubmit={read}>
      <label htmlFor={inputId} className="muted small">
        Dev mailbox
      </label>
      <div className="row">
        <input
          id={inputId}
          type="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit">Read</button>
      </div>
      {result.state === 'done' && (
        <p className="small" role="status">
          {result.mail
            ? `${result.mail.subject}: ${result.mail.text.split('\n')[0]}`
            : 'No mail for this address yet.'}
        </p>
      )}
      {result.state === 'error' && (
        <p className="small error" role="status">
          {result.message}
        </p>
      )}
    </form>
  )
}
