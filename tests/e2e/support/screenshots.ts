// Screenshots browser tests keep for a person to look at (not compared): PNGs under the system's
// temporary folder, one folder per area.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Page} from 'playwright-core'

/** The asset tests' folder: uploads, the image tool, previews with pictures. */
export const ASSET_SCREENSHOTS = 'lake-assets'

export async function saveScreenshot(page: Page, folder: string, name: string): Promise<void> {
  const directory = join(tmpdir(), folder)
  mkdirSync(directory, {recursive: true})
  await page.screenshot({path: join(directory, `${name}.png`)})
}
