// What every view but Connect brings along, fetched beside the first of them: the views' titles
// and the styles they share. The modal chunk then carries Connect's title and styles alone.
export { VIEW_CSS } from '../styles/viewStyles'
export { viewTitle } from './viewRegistry'
