import type { NameCheckStatus, NameSuggestion } from '@latch/core'
import { ACCOUNT_NAME_MAX_LENGTH } from '@latch/core/internal'
import { useId } from 'react'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import './name.css'

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
  const { value, zone, ruleError, status, error, suggestions, suggestionsError, registering } = props
  const inputId = useId()
  const hintId = useId()
  const name = `${value.toLowerCase()}.${zone}`
  // An empty field may be submitted: it is then told 'Required'.
  const canSubmit =
    !props.unavailable && !registering && (value.trim() === '' || (!ruleError && status === 'available'))
  const t = useT()
  if (props.unavailable) return <p className="latch-empty">{t.text(props.unavailable)}</p>
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
        {t('Choose a name for your account')}
      </label>
      {/* A name is typed and read left to right in every locale, its zone after it. */}
      <div className="latch-name-field" dir="ltr">
        <input
          id={inputId}
          className="latch-input"
          value={value}
          placeholder={t('yourname')}
          autoComplete="off"
          spellCheck={false}
          maxLength={ACCOUNT_NAME_MAX_LENGTH}
          aria-invalid={ruleError || status === 'taken' ? true : undefined}
          aria-describedby={hintId}
          disabled={registering}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <span className="latch-tag" title={t('Zone')}>
          .{zone}
        </span>
      </div>
      <div id={hintId} role="status" aria-live="polite">
        {ruleError ? (
          <p className="latch-error-text">{t.text(ruleError)}</p>
        ) : error ? (
          <p className="latch-error-text">{t.text(error)}</p>
        ) : status === 'checking' ? (
          <p className="latch-muted">{t('Checking {name}…', { name })}</p>
        ) : status === 'available' ? (
          <p className="latch-muted">{t('{name} is available', { name })}</p>
        ) : status === 'taken' ? (
          <p className="latch-error-text">{t('{name} is taken', { name })}</p>
        ) : (
          <p className="latch-muted">{t('At least 4 characters: letters, digits or hyphens.')}</p>
        )}
        {registering && (
          <p className="latch-muted">
            <span className="latch-spinner" aria-hidden="true" /> {t('Sign the registration in your wallet.')}
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <>
          <p className="latch-section-title">{t('Suggestions')}</p>
          <ul className="latch-list" aria-label={t('Suggestions')}>
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
      {suggestionsError && <p className="latch-muted">{t.text(suggestionsError)}</p>}
      <button
        type="submit"
        className="latch-primary"
        disabled={!canSubmit}
        {...reach('RegisterAccountNameSuccess')}
      >
        {registering ? t('Registering…') : t('Register')}
      </button>
    </form>
  )
}
