// The playground: changes Latch's configuration live, as a host app would set it. Theme and accent
// follow at once; the other choices start Latch afresh (see restartKey).
import type { CaipNetwork, ThemeMode } from '@latch/core'
import type { ReactNode } from 'react'
import { LanguageSelect } from './LanguageSelect'
import {
  ACCENTS,
  type DemoSettings,
  FEATURE_LABELS,
  LEGAL_CHOICES,
  type LegalChoice,
  METHOD_ORDERS,
  type MethodOrder,
  TOGGLED_FEATURES,
  WALLET_ORDERS,
  type WalletOrder,
} from './settings'
import { ThemeSwitch } from './ThemeSwitch'

export interface PlaygroundProps {
  settings: DemoSettings
  onChange(settings: DemoSettings): void
  themeMode: ThemeMode
  onThemeChange(mode: ThemeMode): void
  /** Every network the demo knows, offered or not. */
  networks: CaipNetwork[]
}

export function Playground({ settings, onChange, themeMode, onThemeChange, networks }: PlaygroundProps) {
  const set = (patch: Partial<DemoSettings>) => onChange({ ...settings, ...patch })
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  return (
    <section className="playground" aria-labelledby="playground-heading">
      <h2 id="playground-heading">Playground</h2>
      <p className="muted">Every choice here is an option of LatchProvider; the modal follows it at once.</p>
      <div className="controls">
        <Group legend="Theme">
          <ThemeSwitch mode={themeMode} onChange={onThemeChange} />
        </Group>
        <Group legend="Language">
          <LanguageSelect />
        </Group>
        <Group legend="Accent">
          <div className="swatches">
            {ACCENTS.map((accent) => (
              <label key={accent.value} className="swatch" style={{ background: accent.value }}>
                <input
                  type="radio"
                  name="latch-demo-accent"
                  value={accent.value}
                  checked={settings.accent === accent.value}
                  onChange={() => set({ accent: accent.value })}
                />
                <span className="visually-hidden">{accent.name}</span>
              </label>
            ))}
          </div>
        </Group>
        <Group legend="Features">
          {TOGGLED_FEATURES.map((feature) => (
            <label key={feature} className="check">
              <input
                type="checkbox"
                checked={settings.features[feature]}
                onChange={(event) =>
                  set({ features: { ...settings.features, [feature]: event.target.checked } })
                }
              />
              {FEATURE_LABELS[feature]}
            </label>
          ))}
        </Group>
        {namespaces.map((namespace) => (
          <Group key={namespace} legend={`Networks (${namespace})`}>
            {networks
              .filter((network) => network.chainNamespace === namespace)
              .map((network) => (
                <label key={network.caipNetworkId} className="check">
                  <input
                    type="checkbox"
                    checked={!settings.hiddenNetworks.includes(network.caipNetworkId)}
                    onChange={(event) =>
                      set({
                        hiddenNetworks: event.target.checked
                          ? settings.hiddenNetworks.filter((id) => id !== network.caipNetworkId)
                          : [...settings.hiddenNetworks, network.caipNetworkId],
                      })
                    }
                  />
                  {network.name}
                </label>
              ))}
          </Group>
        ))}
        <Group legend="Connect methods">
          {(Object.keys(METHOD_ORDERS) as MethodOrder[]).map((order) => (
            <label key={order} className="check">
              <input
                type="radio"
                name="latch-demo-method-order"
                checked={settings.methodOrder === order}
                onChange={() => set({ methodOrder: order })}
              />
              {METHOD_ORDERS[order].label}
            </label>
          ))}
        </Group>
        <Group legend="Wallet order">
          {(Object.keys(WALLET_ORDERS) as WalletOrder[]).map((order) => (
            <label key={order} className="check">
              <input
                type="radio"
                name="latch-demo-wallet-order"
                checked={settings.walletOrder === order}
                onChange={() => set({ walletOrder: order })}
              />
              {WALLET_ORDERS[order].label}
            </label>
          ))}
        </Group>
        <Group legend="Connect view">
          <label className="check">
            <input
              type="checkbox"
              checked={settings.collapseWallets}
              onChange={(event) => set({ collapseWallets: event.target.checked })}
            />
            Wallets behind one button beside email
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={settings.walletGuide}
              onChange={(event) => set({ walletGuide: event.target.checked })}
            />
            Wallet guide for newcomers
          </label>
        </Group>
        <Group legend="Legal links">
          {(Object.keys(LEGAL_CHOICES) as LegalChoice[]).map((choice) => (
            <label key={choice} className="check">
              <input
                type="radio"
                name="latch-demo-legal"
                checked={settings.legal === choice}
                onChange={() => set({ legal: choice })}
              />
              {LEGAL_CHOICES[choice]}
            </label>
          ))}
        </Group>
        <Group legend="Shown as">
          {(['modal', 'embedded'] as const).map((placement) => (
            <label key={placement} className="check">
              <input
                type="radio"
                name="latch-demo-placement"
                checked={settings.placement === placement}
                onChange={() => set({ placement })}
              />
              {placement === 'modal' ? 'A modal over the page' : 'A card in the page'}
            </label>
          ))}
        </Group>
      </div>
    </section>
  )
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  )
}
