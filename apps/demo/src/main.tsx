import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadDemoConfig } from './demo-config'
import { isDevWalletEnabled, startDevWallet } from './dev-wallet/dev-wallet'
import { applyPageTheme, loadThemeMode } from './playground/theme-choice'
import './demo.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The demo page has no #root element')

// Painted before React renders, so a dark page never flashes light.
applyPageTheme(loadThemeMode())
const config = await loadDemoConfig()
// An opted-in dev wallet announces itself before Latch starts, so a reload reconnects to it at once.
if (config.manifest && isDevWalletEnabled()) {
  await startDevWallet(config.manifest, config.solana, config.bitcoin).catch((error: unknown) => {
    console.error('The Latch Dev Wallet could not start', error)
  })
}
createRoot(rootElement).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
