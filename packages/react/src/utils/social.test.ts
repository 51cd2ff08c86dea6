import { SOCIAL_PROVIDERS } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { socialName } from './social'

describe('socialName', () => {
  test('names every social login as its maker writes it, Farcaster included', () => {
    expect([...SOCIAL_PROVIDERS, 'farcaster'].map(socialName)).toEqual([
      'Google',
      'GitHub',
      'Apple',
      'Facebook',
      'X',
      'Discord',
      'Farcaster',
    ])
  })
})
