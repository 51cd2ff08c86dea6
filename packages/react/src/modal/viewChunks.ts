// The chunk of every view, by name: Connect is already here (it ships inside the modal chunk), the
// others are fetched on demand (./viewLoading).
import type { View } from '@latch/core'
import type { ComponentType } from 'react'
import Connect from '../views/Connect/Connect'
import { type Chunk, loaded } from './chunk'
import { lazyView } from './viewLoading'

export { viewExtras, viewRegistry } from './viewLoading'

const CONNECT = loaded<ComponentType>(Connect)

export function viewChunk(view: View): Chunk<ComponentType> {
  return view === 'Connect' ? CONNECT : lazyView(view)
}
