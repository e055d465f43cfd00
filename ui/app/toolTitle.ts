// A tool's title in the editor's language: built-in tools name a text key (the structure tool's
// 'Structure' is 'Struktur' in German); titles from the configuration are shown as configured.
import {useCallback} from 'react'
import {useTranslation} from 'react-i18next'
import type {StudioTextKey} from '../../core/i18n/index.ts'
import type {ToolDescriptor} from '../../core/routing/types.ts'

export function useToolTitle(): (tool: Pick<ToolDescriptor, 'title' | 'titleKey'>) => string {
  const {t} = useTranslation()
  return useCallback((tool) => (tool.titleKey ? t(tool.titleKey as StudioTextKey, {defaultValue: tool.title}) : tool.title), [t])
}
