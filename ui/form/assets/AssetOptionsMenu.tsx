// The options menu of a stored image or file (Upload, Select from library, the way to its bytes,
// Clear): one menu for both inputs, which differ only in that link (open the original image,
// download the file).
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button} from '../../components/Button.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'

export interface AssetOptionsMenuProps {
  title: string
  readOnly: boolean
  canUploadHere: boolean
  /** The asset's bytes: opened in a new tab (an image) or downloaded (a file). */
  link: {href: string; kind: 'open' | 'download'} | null
  onChoose: () => void
  onSelect: () => void
  onClear: () => void
}

export function AssetOptionsMenu({title, readOnly, canUploadHere, link, onChoose, onSelect, onClear}: AssetOptionsMenuProps) {
  const {t} = useTranslation('form')
  return (
    <MenuTrigger>
      <Button tone="ghost" iconOnly aria-label={t('asset.menu', {field: title})}>
        <MoreIcon />
      </Button>
      <MenuPopover
        disabledKeys={readOnly ? ['upload', 'select', 'clear'] : canUploadHere ? [] : ['upload']}
        onAction={(key) => {
          if (key === 'upload') onChoose()
          else if (key === 'select') onSelect()
          else if (key === 'clear') onClear()
        }}
      >
        <MenuAction id="upload">{t('asset.menu.upload')}</MenuAction>
        <MenuAction id="select">{t('asset.menu.select')}</MenuAction>
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
