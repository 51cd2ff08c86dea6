// The chunk of every view, by name: Connect is already here (it ships inside the modal chunk), the
// others are fetched on demand (./lazyViews).
import type { View } from '@latch/core'
import type { ComponentType } from 'react'
import Connect from '../views/Connect/Connect'
import { type Chunk, loaded } from './chunk'
import { LAZY_VIEWS } from './lazyViews'

export { viewExtras } from './lazyViews'

export const VIEW_CHUNKS: Record<View, Chunk<ComponentType>> = {
  Connect: loaded<ComponentType>(Connect),
  ...LAZY_VIEWS,
}
