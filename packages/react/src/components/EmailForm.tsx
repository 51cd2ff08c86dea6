import { type FormEvent, useId, useState } from 'react'
import { useT } from '../i18n/useT'

export interface EmailFormProps {
  onSubmit(email: string): void
  /** The message core set for the field ('Required', 'Invalid input', the cooldown, a frame error). */
  error?: string
  busy?: boolean
  label?: string
  submitLabel?: string
}

/** One email field and its submit button; core judges the value and says what is wrong. */
export function EmailForm({ onSubmit, error, busy, label: givenLabel, submitLabel }: EmailFormProps) {
  const t = useT()
  const label = givenLabel ?? t('Email')
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit(email)
  }
  return (
    <form className="latch-email" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="latch-visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className="latch-input latch-ltr-value"
        type="email"
        autoComplete="email"
        placeholder={label}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="latch-primary" aria-busy={busy || undefined} disabled={busy}>
        {busy ? t('Sending…') : (submitLabel ?? t('Continue'))}
      </button>
      {error && (
        <p id={errorId} className="latch-error-text" role="alert">
          {t.text(error)}
        </p>
      )}
    </form>
  )
}
