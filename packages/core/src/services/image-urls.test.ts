import { describe, expect, test } from 'vitest'
import { mainnet } from '../networks/predefined'
import { resolveOptions } from '../options/options'
import { serviceImageUrls, withImageUrl } from './image-urls'

describe('marks from the services server', () => {
  test('a predefined network shows the mark the services server hosts for it', () => {
    const { options } = resolveOptions({
      projectId: 'p',
      networks: [mainnet],
      servicesUrl: 'http://127.0.0.1:8787',
    })
    expect(options.networks[0]?.assets).toEqual({
      imageId: 'ethereum',
      imageUrl:
        'http://127.0.0.1:8787/public/getAssetImage/ethereum?projectId=p&st=latch&sv=latch-core-0.0.0',
    })
  })

  test('without a services server no image URL is made, so nothing is fetched from another host', () => {
    const { options } = resolveOptions({ projectId: 'p', networks: [mainnet] })
    expect(options.networks[0]?.assets).toEqual({ imageId: 'ethereum' })
  })

  test("an app's own image URL wins over the image id", () => {
    const urls = serviceImageUrls('https://services.example/base', 'p')
    expect(
      withImageUrl({ imageId: 'walletconnect', imageUrl: 'https://app.example/wc.svg' }, urls?.wallet),
    ).toEqual({
      imageId: 'walletconnect',
      imageUrl: 'https://app.example/wc.svg',
    })
    const named: { imageId: string; imageUrl?: string } = { imageId: 'wallet connect' }
    expect(withImageUrl(named, urls?.wallet).imageUrl).toBe(
      'https://services.example/base/getWalletImage/wallet%20connect?projectId=p&st=latch&sv=latch-core-0.0.0',
    )
  })
})
