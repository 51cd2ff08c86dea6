export {
  type DevFarcasterClient,
  type DevFarcasterClientOptions,
  type DevFarcasterUser,
  type FarcasterDevnet,
  startDevFarcasterClient,
  startDevFarcasterForDevnet,
} from './dev-client'
export {
  answerSignIn,
  type FarcasterAnswer,
  type FarcasterProfile,
  type FarcasterSignInRequest,
  readSignInLink,
  sendToRelay,
  signInMessage,
} from './sign-in'
