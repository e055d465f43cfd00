// Reading the journey defensively (SH-TRIAL-003): whatever a lake sends, the studio shows a whole
// dialog or none, and never a link that runs script.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {journeyDialogOf, trialJourneyOf} from '../../../core/trial/journey.ts'

describe('trialJourneyOf', () => {
  it('never throws, and every dialog it keeps has an id, a heading and only web links', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (showOnLoad, showOnClick) => {
        const journey = trialJourneyOf({showOnLoad, showOnClick, daysLeft: 3, totalDays: 10})
        for (const dialog of [journey.showOnLoad, journey.showOnClick]) {
          if (!dialog) continue
          expect(dialog.id).toBeTruthy()
          expect(dialog.headingText.trim()).toBeTruthy()
          if (dialog.ctaButton?.url) expect(dialog.ctaButton.url).toMatch(/^(https?:\/\/|\/(?!\/))/i)
          if (dialog.image) expect(dialog.image.url).toMatch(/^(https?:\/\/|\/(?!\/))/i)
        }
      }),
    )
  })

  it('drops a script link and the button that would carry it, keeps openNext without a url', () => {
    const base = {id: 'w', headingText: 'Hi'}
    expect(journeyDialogOf({...base, ctaButton: {text: 'Go', action: 'openUrl', url: 'javascript:alert(1)'}})?.ctaButton).toBeNull()
    expect(journeyDialogOf({...base, ctaButton: {text: 'Go', action: 'openUrl', url: '//evil.example'}})?.ctaButton).toBeNull()
    expect(journeyDialogOf({...base, ctaButton: {text: 'Next', action: 'openNext'}})?.ctaButton).toEqual({text: 'Next', action: 'openNext', url: null})
    expect(journeyDialogOf({...base, image: {asset: {url: 'data:image/svg+xml,<svg/>'}}})?.image).toBeNull()
    expect(journeyDialogOf({headingText: 'No id'})).toBeNull()
  })

  it('keeps trial days only when both are numbers, clamped to the trial', () => {
    expect(trialJourneyOf({daysLeft: 40, totalDays: 30}).trial).toEqual({daysLeft: 30, totalDays: 30})
    expect(trialJourneyOf({daysLeft: -2, totalDays: 30}).trial).toEqual({daysLeft: 0, totalDays: 30})
    expect(trialJourneyOf({daysLeft: '3', totalDays: 30}).trial).toBeNull()
    expect(trialJourneyOf({daysLeft: 3, totalDays: 0}).trial).toBeNull()
  })
})
