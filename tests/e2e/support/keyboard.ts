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

/**
 * In an open combo box list, arrows down until the highlighted option names `title`, then Enter.
 * The list may still change under the keys (an earlier keystroke's answer arriving), so each step
 * reads what is highlighted instead of counting from a snapshot of the list.
 */
export async function chooseOption(page: Page, title: string): Promise<void> {
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('ArrowDown')
    const highlighted = page.locator('[role="option"][data-focused]')
    if ((await highlighted.count()) > 0 && (await highlighted.first().textContent())?.includes(title)) {
      await page.keyboard.press('Enter')
      return
    }
  }
  throw new Error(`No option named ${title} came up`)
}
