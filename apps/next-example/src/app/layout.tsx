import type { ReactNode } from 'react'

// No favicon request: the page asks for nothing it does not have.
export const metadata = { title: 'Latch in Next.js', icons: { icon: 'data:,' } }

// System fonts only: nothing is fetched from a font host, so the app builds and serves offline.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 24 }}>{children}</body>
    </html>
  )
}
