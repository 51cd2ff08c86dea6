import type { NameCheckStatus, NameSuggestion } from '@latch/core'
import { useId } from 'react'
import { useNameStyles } from './nameStyles'

export interface RegisterAccountNameViewProps {
  value: string
  zone: string
  /** A rule the typed name breaks, shown at once. */
  ruleError?: string
  /** The server's answer for the typed name (undefined while it is not checked yet). */
  status?: NameCheckStatus
  /** 'Error resolving name', 'Error registering name …'. */
  error?: string
  suggestions: NameSuggestion[]
  suggestionsError?: string
  registering: boolean
  /** Names are for eip155 accounts only; otherwise this says why the form is off. */
  unavailable?: string
  onChange(value: string): void
  onPick(label: string): void
  onSubmit(): void
}

export function RegisterAccountNameView(props: RegisterAccountNameViewProps) {
  useNameStyles()
  const { value, zone, ruleError, status, error, suggestions, suggestionsError, registering } = props
  const inputId = useId()
  const hintId = useId()
  const name = `${value.toLowerCase()}.${zone}`
  const canSubmit = !props.unavailable && !ruleError && status === 'available' && !registering
  if (props.unavailable) return <p className="latch-empty">{props.unavailable}</p>
  return (
    <form
      className="latch-stack latch-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (canSubmit) props.onSubmit()
      }}
    >
      <label htmlFor={inputId} className="latch-muted">
        Choose a name for your account
      </label>
      <div className="latch-name-field">
        <input
          id={inputId}
          className="latch-input"
          value={value}
          placeholder="yourname"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={Boolean(ruleError) || status === 'taken'}
          aria-describedby={hintId}
          disabled={registering}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <span className="latch-tag" title="Zone">
          .{zone}
        </span>
      </div>
      <div id={hintId} role="status" aria-live="polite">
        {ruleError ? (
          <p className="latch-error-text">{ruleError}</p>
        ) : error ? (
          <p className="latch-error-text">{error}</p>
        ) : status === 'checking' ? (
          <p className="latch-muted">Checking {name}…</p>
        ) : status === 'available' ? (
          <p className="latch-muted">{name} is available</p>
        ) : status === 'taken' ? (
          <p className="latch-error-text">{name} is taken</p>
        ) : (
          <p className="latch-muted">At least 4 characters: letters, digits or hyphens.</p>
        )}
        {registering && (
          <p className="latch-muted">
            <span className="latch-spinner" aria-hidden="true" /> Sign the registration in your wallet.
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <>
          <p className="latch-section-title">Suggestions</p>
          <ul className="latch-list" aria-label="Suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="latch-row"
                  disabled={registering}
                  onClick={() => props.onPick(suggestion.name.slice(0, -(zone.length + 1)))}
                >
                  <span className="latch-row-label">{suggestion.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {suggestionsError && <p className="latch-muted">{suggestionsError}</p>}
      <button type="submit" className="latch-primary" disabled={!canSubmit}>
        {registering ? 'Registering…' : 'Register'}
      </button>
    </form>
  )
}
