// Logs a usage event from anywhere in the signed-in studio; a no-op outside the provider.
import {createContext, useContext} from 'react'
import type {TelemetryEventName} from '../../core/telemetry/telemetry.ts'

export type LogTelemetry = (name: TelemetryEventName) => void

export const TelemetryContext = createContext<LogTelemetry>(() => {})

export function useLogTelemetry(): LogTelemetry {
  return useContext(TelemetryContext)
}
