// Starting a social login, which must happen inside the visitor's click: browsers allow a popup
// only there. On a phone, and without a popup (blocked, an in-app browser), the page itself goes to
// the provider and comes back: a popup there is a second tab the visitor must find their way back
// from. The client calls this before its runtime has loaded too, so it holds no more than that.
import type { SocialPopup } from '../adapter/types'
import { detectMobile } from '../router/opening'
import type { EmbeddedActions } from './actions'

const POPUP_FEATURES = 'popup,width=480,height=640'

/** A blank popup for a social login, opened in the caller's click; undefined when blocked or not in a browser. */
function openPopup(): SocialPopup | undefined {
  const open = (
    globalThis as { open?: (url: string, target: string, features: string) => SocialPopup | null }
  ).open
  return open?.('about:blank', 'latch-social', POPUP_FEATURES) ?? undefined
}

/** Opens the provider's popup now, or sends the page there; the rest goes to the embedded actions. */
export function startSocialLogin(
  provider: string,
  actions: Pick<EmbeddedActions, 'connectSocial' | 'redirectSocial'>,
): Promise<void> {
  const here = globalThis.location?.href
  if (here && detectMobile()) return actions.redirectSocial(provider, here)
  const popup = openPopup()
  return popup || !here ? actions.connectSocial(provider, popup) : actions.redirectSocial(provider, here)
}
