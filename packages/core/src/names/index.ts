export type { NameActions, NameDeps } from './actions'
export { NAMES_NEED_EIP155 } from './actions'
export {
  ACCOUNT_NAME_MAX_LENGTH,
  accountNameError,
  DEFAULT_NAME_ZONE,
  fullName,
  labelOf,
  receiverNameOf,
} from './rules'
export type { NameCheckStatus, NameSuggestion, NamesState } from './state'
export { initialNamesState } from './state'
