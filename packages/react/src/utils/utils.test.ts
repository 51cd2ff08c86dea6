import type { ThemeVariables } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from './address'
import { avatarTints } from './avatar'
import { shortenEmail } from './email'
import { isSafeImageUrl } from './image'
import { themeVariablesCss } from './theme'

describe('shortenEmail', () => {
  it('cuts a long email from the middle of its local part and keeps the whole domain', () => {
    const short = shortenEmail('ada-1795589951983-3@example.com')
    expect(short).toBe('ada-1…83-3@example.com')
    expect(short.length).toBeLessThanOrEqual(22)
  })
  it('keeps an email that fits, or whose domain leaves no room, as it is', () => {
    expect(shortenEmail('ada@example.com')).toBe('ada@example.com')
    expect(shortenEmail('someone@mail.a-very-long-company-domain.example')).toBe(
      'someone@mail.a-very-long-company-domain.example',
    )
    expect(shortenEmail('not-an-email-but-quite-a-long-text')).toBe('not-an-email-but-quite-a-long-text')
  })
})

describe('shortenAddress', () => {
  it('keeps the 0x and 4 head digits and the last 4 digits around an ellipsis', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })
  it('keeps the whole prefix of a bech32 address and 4 data characters', () => {
    expect(shortenAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe('cosmos1qypq…v7xu')
  })
  it('leaves short values untouched', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

describe('avatarTints', () => {
  it('gives 5 tints, each 15 percent further towards white', () => {
    const tints = avatarTints('0x00ff80aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
    expect(tints).toEqual(['#00ff80', '#26ff93', '#4dffa6', '#73ffb9', '#99ffcc'])
  })
  it('falls back to a neutral base for input that is not hex', () => {
    expect(avatarTints('<script>')[0]).toBe('#607080')
  })
})

describe('isSafeImageUrl', () => {
  it('accepts data:image and http(s) URLs only', () => {
    expect(isSafeImageUrl('data:image/svg+xml;base64,AAAA')).toBe(true)
    expect(isSafeImageUrl('https://example.com/icon.png')).toBe(true)
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeImageUrl('data:text/html,<script>')).toBe(false)
    expect(isSafeImageUrl(undefined)).toBe(false)
  })
})

describe('themeVariablesCss', () => {
  it('writes documented variables into one rule', () => {
    expect(themeVariablesCss({ '--latch-accent': '#ff0066', '--latch-z-index': 5 })).toBe(
      '.latch-root,.latch-button{--latch-accent:#ff0066;--latch-z-index:5}',
    )
  })
  it('drops unknown names and values that could leave their declaration', () => {
    expect(
      // Hostile host input arrives untyped.
      themeVariablesCss({
        '--latch-accent': 'red;}body{display:none',
        color: 'red',
        '--latch-font-family': '</style>',
      } as unknown as ThemeVariables),
    ).toBe('')
  })
})
