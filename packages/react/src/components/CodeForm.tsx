import { otpDigits } from '@latch/core/internal'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useT } from '../i18n/useT'

export interface CodeFormProps {
  /** What the code is for, read out with the field, e.g. "Code sent to ada@example.com". */
  label: ReactNode
  onSubmit(code: string): void
  error?: string
  busy?: boolean
  /** A resend button, when the code can be sent again. */
  onResend?: () => void
}

const CODE_LENGTH = 6

/**
 * A six-digit code field: typing or pasting keeps the digits only (a pasted "123 456" works), and
 * the sixth digit submits by itself.
 */
export function CodeForm({ label, onSubmit, error, busy, onResend }: CodeFormProps) {
  const inputId = useId()
  const errorId = useId()
  const [code, setCode] = useState('')
  const t = useT()
  const change = (text: string) => {
    const digits = otpDigits(text)
    setCode(digits)
    if (digits.length === CODE_LENGTH && !busy) onSubmit(digits)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit(code)
  }
  return (
    <form className="latch-stack latch-code" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="latch-muted">
        {label}
      </label>
      <input
        id={inputId}
        className="latch-input latch-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH + 8}
        placeholder="000000"
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {error && (
        <p id={errorId} className="latch-error-text" role="alert">
          {t.text(error)}
        </p>
      )}
      <div className="latch-actions">
        <button type="submit" className="latch-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('Checking…') : t('Continue')}
        </button>
        {onResend && (
          <button type="button" className="latch-secondary" onClick={onResend} disabled={busy}>
            {t('Resend code')}
          </button>
        )}
      </div>
    </form>
  )
}
