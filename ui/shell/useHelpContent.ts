// The help menu's sections from the lake, asked for once the menu first opens (nobody waits on it
// at start), and the fallback — none — when the call fails (SH-HELP-004).
import {useEffect, useState} from 'react'
import {STUDIO_VERSION, type HelpContent} from '../../core/help/help.ts'
import type {Project} from '../../core/ports.ts'

export type HelpState = {state: 'idle' | 'loading' | 'failed'} | {state: 'ready'; content: HelpContent}

export function useHelpContent(project: Project, locale: string, wanted: boolean): HelpState {
  const [help, setHelp] = useState<HelpState>({state: 'idle'})
  const asked = help.state !== 'idle'
  useEffect(() => {
    if (!wanted || asked) return
    setHelp({state: 'loading'})
    project.help(STUDIO_VERSION, locale).then(
      (content) => setHelp({state: 'ready', content}),
      (error: unknown) => {
        console.warn('The help menu could not load its sections', error)
        setHelp({state: 'failed'})
      },
    )
  }, [project, locale, wanted, asked])
  return help
}
