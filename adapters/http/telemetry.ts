// Telemetry over the lake API (shell seed §7): consent, batches, and the beacon on page leave.
import {API_VERSION_TELEMETRY} from '../../core/lake/apiVersions.ts'
import {telemetryConsentOf, type TelemetryBatch, type TelemetryConsent} from '../../core/telemetry/telemetry.ts'
import type {LakeClientConfig} from './config.ts'
import {createRequester} from './request.ts'

export interface HttpTelemetry {
  consent(): Promise<TelemetryConsent>
  send(batch: TelemetryBatch): Promise<void>
  /** Queues the batch with the browser so it survives the page; false when the browser refused it. */
  beacon(batch: TelemetryBatch): boolean
}

export function createHttpTelemetry(config: LakeClientConfig, sendBeacon?: (url: string, body: string) => boolean): HttpTelemetry {
  const requester = createRequester(config)
  return {
    async consent() {
      return telemetryConsentOf(await requester.json<unknown>({path: '/intake/telemetry-status', version: API_VERSION_TELEMETRY, tag: 'telemetry.status'}))
    },
    async send(batch) {
      await requester.json<unknown>({path: '/intake/batch', version: API_VERSION_TELEMETRY, method: 'POST', body: batch, tag: 'telemetry.batch'})
    },
    beacon(batch) {
      // A beacon carries no Authorization header and sends its body as text; the lake reads the
      // project from the body for exactly this reason.
      return sendBeacon?.(requester.url({path: '/intake/batch', version: API_VERSION_TELEMETRY, tag: 'telemetry.beacon'}), JSON.stringify(batch)) ?? false
    },
  }
}
