// The gate's dialogs for an account without access and for an origin the lake does not allow are
// what few visits ever see, so their code loads only when the gate lands there (the gate's loading
// state shows meanwhile).
import {preloadableLazy} from '../app/preloadableLazy.ts'

export const NotAuthorizedDialog = preloadableLazy(() => import('./NotAuthorizedDialog.tsx').then((module) => ({default: module.NotAuthorizedDialog})))
export const CorsDialog = preloadableLazy(() => import('./CorsDialog.tsx').then((module) => ({default: module.CorsDialog})))
