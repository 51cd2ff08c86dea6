import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadDemoConfig } from './demo-config'
import './demo.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The demo page has no #root element')

const config = await loadDemoConfig()
createRoot(rootElement).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
