import { ETHEREUM_MAINNET } from '../../apps/demo/src/networks'
import { expect, test } from '../fixtures'
import { routeRpc, startLocalChain } from '../support/local-chain'
import { connectThroughModal, modal, networkButton, view } from '../support/modal'
import { walletMethods, walletRequests } from '../support/wallet'

const ACCOUNT = 7

function walletChainId(page: import('@playwright/test').Page) {
  return page.evaluate(() => window.__latchTestWallet?.control.chainId)
}

test('switching to chain 31338 and back through the networks list moves the wallet and the app', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const [l1, l2] = manifest.chains
  if (!l1 || !l2) throw new Error('devnet runs two chains')
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await expect(networkButton(page)).toHaveAccessibleName(l1.name)

  for (const target of [l2, l1]) {
    await networkButton(page).click()
    const list = view(page, 'Choose Network')
    await expect(list.getByRole('button', { name: /Active/ })).toHaveCount(1)
    await list.getByRole('button', { name: target.name, exact: true }).click()
    // The switch goes back, which closes a list opened straight from the button.
    await expect(modal(page)).toBeHidden()
    await expect(networkButton(page)).toHaveAccessibleName(target.name)
    await expect(page.getByTestId('account-network')).toHaveText(`${target.name} (eip155:${target.id})`)
    expect(await walletChainId(page)).toBe(target.id)
  }
  const switches = await walletRequests(page, 'wallet_switchEthereumChain')
  expect(switches.map((entry) => entry.status)).toEqual(['ok', 'ok'])
})

test('switching to Ethereum, which the wallet does not know, adds the chain to the wallet first', async ({
  page,
  withTestWallet,
}) => {
  // Ethereum mainnet's public RPC is answered by a local chain with id 1: the wallet checks the
  // RPC really serves the chain before adding it.
  const mainnet = await startLocalChain(1)
  try {
    const rpcUrl = ETHEREUM_MAINNET.rpcUrls.default.http[0]
    if (!rpcUrl) throw new Error('the demo lists Ethereum without an RPC URL')
    await routeRpc(page, rpcUrl, mainnet)
    await withTestWallet({ accountIndex: ACCOUNT })
    await page.goto('/')
    await connectThroughModal(page)

    await networkButton(page).click()
    await view(page, 'Choose Network').getByRole('button', { name: 'Ethereum', exact: true }).click()
    await expect(modal(page)).toBeHidden()
    await expect(networkButton(page)).toHaveAccessibleName('Ethereum')
    await expect(page.getByTestId('account-network')).toHaveText('Ethereum (eip155:1)')
    expect(await walletChainId(page)).toBe(1)

    const methods = (await walletMethods(page)).filter((method) => method.startsWith('wallet_'))
    expect(methods).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    const [unknown] = await walletRequests(page, 'wallet_switchEthereumChain')
    expect(unknown).toMatchObject({ status: 'error', errorCode: 4902 })
    const [added] = await walletRequests(page, 'wallet_addEthereumChain')
    expect(added?.status).toBe('ok')
    expect(added?.params).toEqual([
      expect.objectContaining({ chainId: '0x1', chainName: 'Ethereum', rpcUrls: [rpcUrl] }),
    ])
  } finally {
    await mainnet.stop()
  }
})
