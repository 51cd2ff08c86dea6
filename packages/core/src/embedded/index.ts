export type { EmbeddedActions, EmbeddedDeps } from './actions'
export type { EmbeddedClient } from './lazy'
export {
  approvalPlacement,
  clearsOnNotConnected,
  emailFieldMessage,
  isOtp,
  OTP_LENGTH,
  otpDigits,
  otpFieldMessage,
  viewForConnectEmailAction,
} from './rules'
export type { EmailLoginStep, EmailUpdateStep, EmbeddedState } from './state'
export { initialEmbeddedState } from './state'
