// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { focusableElements, trapTab } from './focusTrap'

function container(html: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html
  document.body.append(element)
  return element
}

describe('focus trap', () => {
  it('leaves elements with tabindex -1 out of the Tab order, buttons included', () => {
    const root = container(`
      <button id="close">Close</button>
      <button id="tokens" role="tab" tabindex="0">Tokens</button>
      <button id="nfts" role="tab" tabindex="-1">NFTs</button>
      <button id="activity" role="tab" tabindex="-1">Activity</button>`)
    expect(focusableElements(root).map((element) => element.id)).toEqual(['close', 'tokens'])
    root.remove()
  })

  it('wraps Tab from the last focusable element to the first', () => {
    const root = container(`
      <button id="close">Close</button>
      <button id="tokens" role="tab" tabindex="0">Tokens</button>
      <button id="nfts" role="tab" tabindex="-1">NFTs</button>`)
    root.querySelector<HTMLElement>('#tokens')?.focus()
    expect(trapTab(root, { key: 'Tab', shiftKey: false })).toBe(true)
    expect(document.activeElement?.id).toBe('close')
    root.remove()
  })
})
