// A Farcaster client's half of Sign In With Farcaster: read the sign-in link an app shows, write
// the SIWE message for it (statement "Farcaster Auth", the fid as a `farcaster://fid/<fid>`
// resource), sign it with the fid's custody key and hand it to the relay.
import type { Address, Hex, LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** What the app asks for, as its sign-in link carries it. */
export interface FarcasterSignInRequest {
  channelToken: string
  nonce: string
  domain: string
  siweUri: string
  notBefore?: string
  expirationTime?: string
}

/** Reads a sign-in link (`…?channelToken=…&nonce=…&domain=…&siweUri=…`); throws on a link that lacks them. */
export function readSignInLink(link: string): FarcasterSignInRequest {
  const params = new URL(link).searchParams
  const take = (name: string) => {
    const value = params.get(name)
    if (!value) throw new Error(`The sign-in link has no ${name}`)
    return value
  }
  const notBefore = params.get('notBefore')
  const expirationTime = params.get('expirationTime')
  return {
    channelToken: take('channelToken'),
    nonce: take('nonce'),
    domain: take('domain'),
    siweUri: take('siweUri'),
    ...(notBefore ? { notBefore } : {}),
    ...(expirationTime ? { expirationTime } : {}),
  }
}

/** The SIWE message a Farcaster client signs for `request` as `fid`. */
export function signInMessage(
  request: FarcasterSignInRequest,
  signer: { fid: number; custody: Address; chainId: number; issuedAt?: Date },
): string {
  return createSiweMessage({
    domain: request.domain,
    address: signer.custody,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId: signer.chainId,
    nonce: request.nonce,
    issuedAt: signer.issuedAt ?? new Date(),
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    resources: [`farcaster://fid/${signer.fid}`],
  })
}

export interface FarcasterProfile {
  fid: number
  username: string
  displayName?: string
  pfpUrl?: string
}

export interface FarcasterAnswer extends FarcasterProfile {
  channelToken: string
  message: string
  signature: Hex
}

/** Signs the app's request as `profile.fid` with its custody key. */
export async function answerSignIn(
  link: string,
  custody: LocalAccount,
  profile: FarcasterProfile,
  chainId: number,
): Promise<FarcasterAnswer> {
  const request = readSignInLink(link)
  const message = signInMessage(request, { fid: profile.fid, custody: custody.address, chainId })
  const signature = await custody.signMessage({ message })
  return { ...profile, channelToken: request.channelToken, message, signature }
}

/** Posts an answer to the relay; resolves with the relay's status and JSON body. */
export async function sendToRelay(
  relayUrl: string,
  answer: FarcasterAnswer,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL('/v1/farcaster/channel/authenticate', relayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  })
  return { status: response.status, body: await response.json().catch(() => undefined) }
}
