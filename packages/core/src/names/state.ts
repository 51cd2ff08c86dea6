// The names slice: the name being typed in RegisterAccountName, its check, and the registration.

/** The zone names are in unless the state says otherwise (./rules reads names in it). */
export const DEFAULT_NAME_ZONE = 'latch.id'

export type NameCheckStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'

export interface NameSuggestion {
  /** Full name, e.g. `alice1.latch.id`. */
  name: string
  registered: boolean
}

export interface NamesState {
  zone: string
  /** The label as typed. */
  input: string
  status: NameCheckStatus
  /** A rule broken, or a catalogue error ('Error resolving name', ...). */
  error?: string
  suggestions: NameSuggestion[]
  /** 'Error fetching name suggestions' when only the suggestions failed. */
  suggestionsError?: string
  registering: boolean
  /** The name registered last, shown by RegisterAccountNameSuccess. */
  registered?: string
}

export function initialNamesState(zone = DEFAULT_NAME_ZONE): NamesState {
  return { zone, input: '', status: 'idle', suggestions: [], registering: false }
}
