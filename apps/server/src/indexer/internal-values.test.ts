import { describe, expect, test } from 'vitest'
import { type CallFrame, internalValueCalls } from './internal-values'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const C = '0x00000000000000000000000000000000000000cc'

describe('native value paid out inside a transaction', () => {
  test('lists value-moving calls under the top frame in call order, nested ones included', () => {
    const top: CallFrame = {
      type: 'CALL',
      from: A,
      to: B,
      value: '0x5',
      calls: [
        { type: 'CALL', from: B, to: C, value: '0x0' },
        {
          type: 'CALL',
          from: B,
          to: C,
          value: '0x7',
          calls: [{ type: 'CALL', from: C, to: A, value: '0x2' }],
        },
        { type: 'CALL', from: B, to: A.toUpperCase().replace('0X', '0x'), value: '0x3' },
      ],
    }
    expect(internalValueCalls(top)).toEqual([
      { from: B, to: C, value: 7n },
      { from: C, to: A, value: 2n },
      { from: B, to: A, value: 3n },
    ])
  })

  test('a reverted call moved nothing, nor did the calls it made; static and delegate calls move nothing', () => {
    const top: CallFrame = {
      type: 'CALL',
      from: A,
      to: B,
      calls: [
        {
          type: 'CALL',
          from: B,
          to: C,
          value: '0x9',
          error: 'execution reverted',
          calls: [{ type: 'CALL', from: C, to: A, value: '0x1' }],
        },
        { type: 'DELEGATECALL', from: B, to: C, value: '0x4' },
        { type: 'STATICCALL', from: B, to: C, value: '0x4' },
      ],
    }
    expect(internalValueCalls(top)).toEqual([])
    expect(
      internalValueCalls({
        ...top,
        error: 'out of gas',
        calls: [{ type: 'CALL', from: B, to: C, value: '0x1' }],
      }),
    ).toEqual([])
  })
})
