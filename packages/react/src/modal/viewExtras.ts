// What every view but Connect brings along, fetched beside the first of them: the views' titles
// and the styles they share. The modal chunk then carries Connect's title and styles alone.
import '../styles/form.css'
import '../styles/views.css'

export { viewTitle } from './viewRegistry'
