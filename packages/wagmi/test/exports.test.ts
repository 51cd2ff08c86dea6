// The public entry of @latch/wagmi, pinned name by name (types cost nothing at run time).
import { expect, test } from 'vitest'
import * as api from '../src/index'

test('@latch/wagmi exports exactly the connector', () => {
  expect(Object.keys(api).sort()).toEqual(['latch'])
})
