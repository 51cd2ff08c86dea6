import { useLayoutEffect, useRef } from 'react'
import { useLatchRuntime } from '../context'

/**
 * The box the embedded wallet's frame is laid over while it shows a screen of its own (approval,
 * recovery key). The frame is never moved into the page's tree (that would reload it); it follows
 * this box, and is hidden again when the box goes.
 */
export function FrameHost() {
  const { client } = useLatchRuntime()
  const host = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const box = host.current
    if (!box) return
    return client.embedded.showFrame(box)
  }, [client])
  return <div ref={host} className="latch-frame-host" data-latch-frame-host="" />
}
