// Keyboard paths shared by browser tests.
import type {Locator, Page} from 'playwright-core'

/** Opens a select with Enter, types the option's text to move to it, and picks it with Enter. */
export async function chooseByKeyboard(page: Page, select: Locator, text: string): Promise<void> {
  await select.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor()
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor({state: 'detached'})
}
