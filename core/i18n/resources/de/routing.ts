// German texts of the routing screens (namespace `routing`), key for key as resources/en/routing.ts.
import type {routingEn} from '../en/routing.ts'
import type {Translation} from '../translation.ts'

export const routingDe: Translation<typeof routingEn> = {
  'workspace-not-found.title': 'Arbeitsbereich nicht gefunden',
  'workspace-not-found.description': 'Unter {{path}} gibt es keinen Arbeitsbereich dieses Studios.',
  'workspace-not-found.go-default': 'Zum Standard-Arbeitsbereich',
  'tool-not-found.title': 'Werkzeug nicht gefunden',
  'tool-not-found.description': 'Dieser Arbeitsbereich hat kein Werkzeug namens „{{tool}}“.',
  'tool-not-found.intent-description': 'Kein Werkzeug dieses Arbeitsbereichs kann den Intent „{{intent}}“ verarbeiten.',
  'no-tools.title': 'Keine Werkzeuge konfiguriert',
  'no-tools.description': 'Dieser Arbeitsbereich hat keine Werkzeuge. Fügen Sie seiner Konfiguration eines hinzu.',
  'redirecting.title': 'Weiterleitung …',
}
