// ED-UP-002, K-ED-005, K-ED-006: the low-quality preview an image shows while it travels, 120 px
// wide, as a JPEG data URL of quality 0.1 (a few kB, carried in `_upload.previewImage` so other
// editors see it too). The browser decodes the image turned as its EXIF orientation says
// (`imageOrientation: 'from-image'`), so a portrait photo is not shown on its side. Anything that
// fails here (a format the browser cannot decode, no canvas) is the caller's warning only
// (ED-UP-024): the upload never waits on it.
import {UPLOAD_PREVIEW_JPEG_QUALITY, UPLOAD_PREVIEW_WIDTH} from '../../core/assets/constants.ts'

export async function lowQualityPreview(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, {imageOrientation: 'from-image'})
  try {
    const width = Math.min(UPLOAD_PREVIEW_WIDTH, bitmap.width)
    const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas to draw the upload preview on')
    // A transparent PNG would turn black in a JPEG: white behind it, as the image input shows it.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.toDataURL('image/jpeg', UPLOAD_PREVIEW_JPEG_QUALITY)
  } finally {
    bitmap.close()
  }
}
