// The icons of the views' actions (copy, open in the explorer, disconnect), apart from the dialog's
// own (../modal/icons): they load with the views that show them, not with the modal.
import { Icon } from '../modal/icons'

export function CopyIcon() {
  return (
    <Icon>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </Icon>
  )
}

export function ExternalIcon() {
  return (
    <Icon>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  )
}

export function DisconnectIcon() {
  return (
    <Icon>
      <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11" />
    </Icon>
  )
}
