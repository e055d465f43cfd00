// Entry point of the browser bundle: theme first (no flash of the wrong colour scheme), then the app.
import './theme/theme.css'
import {createRoot} from 'react-dom/client'
import config from '../studio.config.ts'
import {StudioApp} from './app/StudioApp.tsx'
import {applyColorScheme} from './theme/colorScheme.ts'

applyColorScheme()
const container = document.getElementById('studio')
if (!container) throw new Error('The page has no #studio element to render the studio into')
createRoot(container).render(<StudioApp config={config} />)
