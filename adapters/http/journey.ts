// The welcome / free-trial journey over the lake API (shell seed §7): the journey for this user,
// and "seen" once the welcome is closed.
import {API_VERSION_TRIAL} from '../../core/lake/apiVersions.ts'
import {trialJourneyOf, type TrialJourney} from '../../core/trial/journey.ts'
import type {LakeClientConfig} from './config.ts'
import {createRequester} from './request.ts'
import {searchParamsOf} from './searchParams.ts'

export interface HttpJourney {
  fetch(studioVersion: string): Promise<TrialJourney>
  markSeen(dialogId: string): Promise<void>
}

export function createHttpJourney(config: LakeClientConfig): HttpJourney {
  const requester = createRequester(config)
  return {
    async fetch(studioVersion) {
      const body = await requester.json<unknown>({path: '/journey/trial', version: API_VERSION_TRIAL, search: searchParamsOf({studioVersion}), tag: 'journey.trial'})
      return trialJourneyOf(body)
    },
    async markSeen(dialogId) {
      // SH-TRIAL-008: the body is not specified; an empty object.
      await requester.json<unknown>({path: `/journey/trial/${encodeURIComponent(dialogId)}`, version: API_VERSION_TRIAL, method: 'POST', body: {}, tag: 'journey.seen'})
    },
  }
}
