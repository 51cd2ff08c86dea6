import { LatchApp } from './LatchApp'
import { exampleNetworks } from './networks'

// Rendered on the server for each request: the networks are read where the page is served.
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Latch in a Next.js app</h1>
      <LatchApp networks={exampleNetworks()} />
    </main>
  )
}
