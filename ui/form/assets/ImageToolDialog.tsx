// The hotspot and crop dialog (ED-IMG-022 … ED-IMG-029): the image on a canvas of at most
// 1000 × 500, the crop frame with its eight handles, the hotspot ellipse with its size handle, and
// the four aspect previews (3:4, square, 16:9, 4:1) showing what a renderer would keep. The
// geometry is core/assets/imageTool.ts; this draws it and turns pointers and keys into it.
//
// Pointer: a drag works from the value it started with and the pointer's distance since, and is
// written once, when the pointer is let go. Keyboard (ED-IMG-029): every part is a focus stop;
// arrow keys move it by 1 % of the image, Shift+arrows by 10 %; on the hotspot's size handle
// right/down grow and left/up shrink it; each press is written. Read-only: the parts are drawn but
// take no pointer, no focus and write nothing. The dialog's element carries the field's `hotspot`
// path as where the editor's focus is (ED-IMG-022); closing it returns focus to the button that
// opened it (React Aria's modal does that).
import {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {parseAssetId, type AssetHost} from '../../../core/assets/assetIds.ts'
import {
  applyArrowKey,
  aspectRect,
  CROP_HANDLES,
  dragCropHandle,
  hasToolDimensions,
  IMAGE_ASPECT_PREVIEWS,
  IMAGE_TOOL_KEY_STEP,
  IMAGE_TOOL_KEY_STEP_LARGE,
  IMAGE_TOOL_MAX_CANVAS,
  imageToolValueOf,
  limitCropMove,
  moveCrop,
  moveHotspot,
  resizeHotspot,
  toolCanvasSize,
  withCrop,
  type CropHandle,
  type ImageToolPart,
  type ImageToolValue,
  type Rect,
} from '../../../core/assets/imageTool.ts'
import {imageUrl} from '../../../core/assets/imageUrl.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {Button} from '../../components/Button.tsx'
import {Notice} from '../../components/Notice.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import styles from './ImageTool.module.css'

export interface ImageToolDialogProps {
  assetId: string
  /** The image value as stored (its `hotspot` and `crop` are read). */
  value: unknown
  host: AssetHost
  /** The field's title. */
  title: string
  /** The field's path; the dialog reports `[...path, 'hotspot']` as focused. */
  path: Path
  readOnly: boolean
  onChange: (value: ImageToolValue) => void
  onClose: () => void
}

const ARROWS: Record<string, 'left' | 'right' | 'up' | 'down'> = {ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down'}

interface Drag {
  part: ImageToolPart
  pointerId: number
  startX: number
  startY: number
  start: ImageToolValue
}

const percent = (n: number) => Math.round(n * 1000) / 10
const sameValue = (a: ImageToolValue, b: ImageToolValue) => JSON.stringify(a) === JSON.stringify(b)

/** What a drag of `part` by (dx, dy) image fractions makes of the value it started from. */
function dragged(start: ImageToolValue, part: ImageToolPart, dx: number, dy: number): ImageToolValue {
  switch (part.kind) {
    case 'hotspot':
      return {...start, hotspot: moveHotspot(start.hotspot, start.crop, dx, dy)}
    case 'hotspotSize':
      return {...start, hotspot: resizeHotspot(start.hotspot, start.crop, dx, dy)}
    case 'crop': {
      // Limited to the room there is, so a fast drag to the side lands on it (ED-IMG-026 ignores the rest).
      const move = limitCropMove(start.crop, dx, dy)
      return withCrop(start, moveCrop(start.crop, move.dx, move.dy))
    }
    case 'cropHandle':
      return withCrop(start, dragCropHandle(start.crop, part.handle, dx, dy))
  }
}

export function ImageToolDialog({assetId, value, host, title, path, readOnly, onChange, onClose}: ImageToolDialogProps) {
  const {t} = useTranslation('form')
  const dimensions = parseAssetId(assetId)?.dimensions
  return (
    <ModalDialog
      title={t('imagetool.title', {field: title})}
      dismissable
      onClose={onClose}
      size="full"
      actions={
        <Button tone="primary" onPress={onClose}>
          {t('imagetool.close')}
        </Button>
      }
    >
      <div className={styles.tool} data-focus-path={JSON.stringify([...path, 'hotspot'])} data-image-tool="">
        {hasToolDimensions(dimensions) ? (
          <ImageTool assetId={assetId} dimensions={dimensions} value={value} host={host} readOnly={readOnly} onChange={onChange} />
        ) : (
          // ED-IMG-028: no numeric width and height, no tool.
          <p role="alert">{t('imagetool.no-dimensions')}</p>
        )}
      </div>
    </ModalDialog>
  )
}

interface ImageToolProps {
  assetId: string
  dimensions: {width: number; height: number}
  value: unknown
  host: AssetHost
  readOnly: boolean
  onChange: (value: ImageToolValue) => void
}

function ImageTool({assetId, dimensions, value, host, readOnly, onChange}: ImageToolProps) {
  const {t} = useTranslation('form')
  const helpId = useId()
  const frame = useRef<HTMLDivElement>(null)
  const hotspotRef = useRef<HTMLDivElement>(null)
  const [available, setAvailable] = useState<number>(IMAGE_TOOL_MAX_CANVAS.width)
  const stored = imageToolValueOf(value)
  // What was drawn last: a drag in progress, or a write the value has not caught up with yet.
  const [draft, setDraft] = useState<ImageToolValue | null>(null)
  const drag = useRef<Drag | null>(null)
  const shown = draft ?? stored
  const storedKey = JSON.stringify(stored)
  useEffect(() => {
    // The stored value moved (our write landed, or someone else's): it is what is shown again.
    if (!drag.current) setDraft(null)
  }, [storedKey])

  useLayoutEffect(() => {
    const element = frame.current
    if (!element) return
    const measure = () => setAvailable(Math.max(1, Math.floor(element.clientWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // Opening the dialog focuses the hotspot (ED-IMG-022).
  useEffect(() => {
    if (!readOnly) hotspotRef.current?.focus({preventScroll: true})
  }, [readOnly])

  const canvas = toolCanvasSize(dimensions, available)
  const dpr = typeof window === 'undefined' ? 1 : Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)))
  const src = imageUrl(host, assetId, {width: IMAGE_TOOL_MAX_CANVAS.width, fit: 'max', dpr, autoFormat: true}) ?? ''
  // ED-IMG-012: a picture that does not arrive says so, with Retry (a new element asks again).
  const [load, setLoad] = useState<{attempt: number; failed: boolean}>({attempt: 0, failed: false})

  const write = useCallback(
    (next: ImageToolValue) => {
      setDraft(next)
      if (!sameValue(next, stored)) onChange(next)
    },
    [onChange, stored],
  )

  const partProps = (part: ImageToolPart, label: string, valueText: string, valueNow: number) => {
    if (readOnly) return {'aria-hidden': true as const}
    return {
      role: 'slider',
      tabIndex: 0,
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': valueNow,
      'aria-valuetext': valueText,
      'aria-describedby': helpId,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        const direction = ARROWS[event.key]
        if (!direction || event.altKey || event.ctrlKey || event.metaKey) return
        event.preventDefault()
        event.stopPropagation()
        write(applyArrowKey(shown, part, direction, event.shiftKey ? IMAGE_TOOL_KEY_STEP_LARGE : IMAGE_TOOL_KEY_STEP))
      },
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0) return
        event.preventDefault()
        event.stopPropagation()
        event.currentTarget.focus({preventScroll: true})
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = {part, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: shown}
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        const active = drag.current
        if (!active || active.pointerId !== event.pointerId) return
        setDraft(dragged(active.start, active.part, (event.clientX - active.startX) / canvas.width, (event.clientY - active.startY) / canvas.height))
      },
      onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
        const active = drag.current
        if (!active || active.pointerId !== event.pointerId) return
        drag.current = null
        write(dragged(active.start, active.part, (event.clientX - active.startX) / canvas.width, (event.clientY - active.startY) / canvas.height))
      },
      onPointerCancel: () => {
        drag.current = null
        setDraft(null)
      },
      'data-part': part.kind === 'cropHandle' ? part.handle : part.kind,
    }
  }

  const {crop, hotspot} = shown
  const cropBox: Rect = {left: crop.left, top: crop.top, width: 1 - crop.left - crop.right, height: 1 - crop.top - crop.bottom}
  const spotBox: Rect = {left: hotspot.x - hotspot.width / 2, top: hotspot.y - hotspot.height / 2, width: hotspot.width, height: hotspot.height}
  const place = (rect: Rect): CSSProperties => ({left: `${rect.left * 100}%`, top: `${rect.top * 100}%`, width: `${rect.width * 100}%`, height: `${rect.height * 100}%`})
  const hotspotText = t('imagetool.value.hotspot', {x: percent(hotspot.x), y: percent(hotspot.y), width: percent(hotspot.width), height: percent(hotspot.height)})
  const cropText = t('imagetool.value.crop', {left: percent(crop.left), right: percent(crop.right), top: percent(crop.top), bottom: percent(crop.bottom)})

  return (
    <>
      <p id={helpId} className={styles.help}>
        {readOnly ? t('imagetool.read-only') : t('imagetool.keys')}
      </p>
      {load.failed && (
        <Notice tone="critical" role="alert" text={t('imagetool.load-failed', {url: src})}>
          <Button onPress={() => setLoad(({attempt}) => ({attempt: attempt + 1, failed: false}))}>{t('imagetool.load-retry')}</Button>
        </Notice>
      )}
      <div ref={frame} className={styles.frame}>
        <div className={styles.canvas} style={{width: canvas.width, height: canvas.height}} data-readonly={readOnly || undefined} data-dragging={drag.current ? '' : undefined}>
          <img
            key={load.attempt}
            className={styles.image}
            src={src}
            alt={t('imagetool.image-alt')}
            draggable={false}
            // Hidden while it failed: the notice says so, not a broken-image icon.
            hidden={load.failed}
            onError={() => setLoad((current) => ({...current, failed: true}))}
          />
          {/* The part cut away is dimmed: four bands around the crop. */}
          <div className={styles.shade} style={{left: 0, top: 0, width: '100%', height: `${crop.top * 100}%`}} />
          <div className={styles.shade} style={{left: 0, bottom: 0, width: '100%', height: `${crop.bottom * 100}%`}} />
          <div className={styles.shade} style={{left: 0, top: `${crop.top * 100}%`, width: `${crop.left * 100}%`, height: `${cropBox.height * 100}%`}} />
          <div className={styles.shade} style={{right: 0, top: `${crop.top * 100}%`, width: `${crop.right * 100}%`, height: `${cropBox.height * 100}%`}} />
          <div className={styles.crop} style={place(cropBox)} {...partProps({kind: 'crop'}, t('imagetool.crop'), cropText, percent(crop.left))} />
          {CROP_HANDLES.map((handle) => (
            <CropHandleDot key={handle} handle={handle} box={cropBox} props={partProps({kind: 'cropHandle', handle}, t(`imagetool.handle.${handle}`), cropText, handleValue(handle, crop))} />
          ))}
          <div ref={hotspotRef} className={styles.hotspot} style={place(spotBox)} {...partProps({kind: 'hotspot'}, t('imagetool.hotspot'), hotspotText, percent(hotspot.x))} />
          <div
            className={styles.hotspotSize}
            // On the ellipse, at its lower right (45°).
            style={{left: `${(hotspot.x + (hotspot.width / 2) * Math.SQRT1_2) * 100}%`, top: `${(hotspot.y + (hotspot.height / 2) * Math.SQRT1_2) * 100}%`}}
            {...partProps({kind: 'hotspotSize'}, t('imagetool.hotspot-size'), hotspotText, percent(hotspot.width))}
          />
        </div>
      </div>
      {readOnly && (
        <p className={styles.values}>
          {t('imagetool.hotspot')}: {hotspotText}. {t('imagetool.crop')}: {cropText}.
        </p>
      )}
      <AspectPreviews key={load.attempt} src={src} value={shown} dimensions={dimensions} failed={load.failed} />
    </>
  )
}

/** What a handle's slider reads: the edge it moves, in percent from the image's left or top. */
function handleValue(handle: CropHandle, crop: ImageToolValue['crop']): number {
  if (handle === 'top' || handle === 'topLeft' || handle === 'topRight') return percent(crop.top)
  if (handle === 'bottom' || handle === 'bottomLeft' || handle === 'bottomRight') return percent(1 - crop.bottom)
  return handle === 'left' ? percent(crop.left) : percent(1 - crop.right)
}

function CropHandleDot({handle, box, props}: {handle: CropHandle; box: Rect; props: Record<string, unknown>}) {
  const x = /Left|^left/.test(handle) ? box.left : /Right|^right/.test(handle) ? box.left + box.width : box.left + box.width / 2
  const y = /^top/.test(handle) ? box.top : /^bottom/.test(handle) ? box.top + box.height : box.top + box.height / 2
  return <div className={styles.handle} style={{left: `${x * 100}%`, top: `${y * 100}%`}} data-handle={handle} {...props} />
}

const PREVIEW_HEIGHT = 96

/** ED-IMG-023: each shape as a renderer would cut it, drawn from the tool's own image. */
function AspectPreviews({src, value, dimensions, failed}: {src: string; value: ImageToolValue; dimensions: {width: number; height: number}; failed: boolean}) {
  const {t} = useTranslation('form')
  const headingId = useId()
  return (
    <section className={styles.previews} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewsHeading}>
        {t('imagetool.previews')}
      </h3>
      <ul className={styles.previewList}>
        {IMAGE_ASPECT_PREVIEWS.map((preview) => {
          const rect = aspectRect(value, preview.ratio, dimensions)
          const usable = rect.width > 0 && rect.height > 0
          const label = t(`imagetool.preview.${preview.name}`)
          return (
            <li key={preview.name} className={styles.preview} data-aspect={preview.label}>
              <div className={styles.previewBox} style={{width: Math.round(PREVIEW_HEIGHT * preview.ratio), height: PREVIEW_HEIGHT}} role="img" aria-label={label}>
                {usable && !failed && (
                  <img
                    src={src}
                    alt=""
                    draggable={false}
                    className={styles.previewImage}
                    style={{width: `${100 / rect.width}%`, height: `${100 / rect.height}%`, left: `${(-rect.left / rect.width) * 100}%`, top: `${(-rect.top / rect.height) * 100}%`}}
                  />
                )}
              </div>
              <span className={styles.previewLabel}>{label}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
