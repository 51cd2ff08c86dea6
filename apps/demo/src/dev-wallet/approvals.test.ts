import { describe, expect, test } from 'vitest'
import { ApprovalQueue } from './approvals'

const prompt = { method: 'personal_sign', params: ['hi', '0xabc'], account: '0xabc', chainId: 31337 }

describe('the dev wallet approval queue', () => {
  test('a prompt waits for the person, and their answer settles it', async () => {
    const queue = new ApprovalQueue(() => false)
    let changes = 0
    queue.subscribe(() => changes++)
    const approved = queue.ask(prompt)
    const rejected = queue.ask({ ...prompt, method: 'eth_sendTransaction' })
    const [first, second] = queue.snapshot()
    expect(first?.prompt).toEqual(prompt)
    queue.answer(first?.id ?? 0, true)
    queue.answer(second?.id ?? 0, false)
    expect(await approved).toBe(true)
    expect(await rejected).toBe(false)
    expect(queue.snapshot()).toEqual([])
    expect(changes).toBe(4)
  })

  test('approving automatically answers at once and shows nothing', async () => {
    let auto = true
    const queue = new ApprovalQueue(() => auto)
    expect(await queue.ask(prompt)).toBe(true)
    expect(queue.snapshot()).toEqual([])
    auto = false
    void queue.ask(prompt)
    expect(queue.snapshot()).toHaveLength(1)
  })

  test('an answer to a prompt already answered changes nothing', async () => {
    const queue = new ApprovalQueue(() => false)
    const answer = queue.ask(prompt)
    const id = queue.snapshot()[0]?.id ?? 0
    queue.answer(id, false)
    queue.answer(id, true)
    expect(await answer).toBe(false)
  })
})
