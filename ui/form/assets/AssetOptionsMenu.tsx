// The options menu of a stored image or file (Upload, one item per asset source, the way to its
// bytes, Clear): one menu for both inputs, which differ only in that link (open the original image,
// download the file).
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button} from '../../components/Button.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import type {AssetSourceChoice} from './assetSourceTypes.ts'

export interface AssetOptionsMenuProps {
  title: string
  readOnly: boolean
  canUploadHere: boolean
  /** The asset's bytes: opened in a new tab (an image) or downloaded (a file). */
  link: {href: string; kind: 'open' | 'download'} | null
  onChoose: () => void
  sources: readonly AssetSourceChoice[]
  onBrowse: (source: string) => void
  onClear: () => void
}

const SOURCE_PREFIX = 'source:'
const sourceKey = (source: AssetSourceChoice) => `${SOURCE_PREFIX}${source.name}`

export function AssetOptionsMenu({title, readOnly, canUploadHere, link, onChoose, sources, onBrowse, onClear}: AssetOptionsMenuProps) {
  const {t} = useTranslation('form')
  return (
    <MenuTrigger>
      <Button tone="ghost" iconOnly aria-label={t('asset.menu', {field: title})}>
        <MoreIcon />
      </Button>
      <MenuPopover
        disabledKeys={readOnly ? ['upload', 'clear', ...sources.map(sourceKey)] : canUploadHere ? [] : ['upload']}
        onAction={(key) => {
          if (key === 'upload') onChoose()
          else if (key === 'clear') onClear()
          else if (typeof key === 'string' && key.startsWith(SOURCE_PREFIX)) onBrowse(key.slice(SOURCE_PREFIX.length))
        }}
      >
        <MenuAction id="upload">{t('asset.menu.upload')}</MenuAction>
        {sources.map((source) => (
          <MenuAction key={source.name} id={sourceKey(source)}>
            {source.menu}
          </MenuAction>
        ))}
        {link?.kind === 'open' ? (
          <MenuAction id="open" href={link.href} target="_blank" rel="noreferrer">
            {t('asset.menu.open-original')}
          </MenuAction>
        ) : link?.kind === 'download' ? (
          <MenuAction id="download" href={link.href} download>
            {t('asset.menu.download')}
          </MenuAction>
        ) : null}
        <MenuAction id="clear">{t('asset.menu.clear')}</MenuAction>
      </MenuPopover>
    </MenuTrigger>
  )
}
