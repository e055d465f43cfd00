// German texts of the studio shell (namespace `studio`), key for key as resources/en/studio.ts.
import type {studioEn} from '../en/studio.ts'
import type {Translation} from '../translation.ts'

export const studioDe: Translation<typeof studioEn> = {
  // Der Willkommens- bzw. Testphasen-Dialog; Überschrift und Texte kommen vom Lake
  'welcome.close': 'Schließen',
  'free-trial.button_one': 'Testphase: noch {{count}} Tag',
  'free-trial.button_other': 'Testphase: noch {{count}} Tage',
  'free-trial.days-left_one': 'noch {{count}} Tag',
  'free-trial.days-left_other': 'noch {{count}} Tage',

  // Laden und allgemeine Zustände
  'loading.studio': 'Studio wird geladen …',
  'loading.tool': '{{tool}} wird geladen …',

  // Allgemeine Fehlerseite und der Hinweis zu unbehandelten Fehlern
  'error-page.title': 'Ein Fehler ist aufgetreten',
  'error-page.retry': 'Erneut versuchen',
  'error-page.details': 'Technische Details',
  'error-page.unknown': 'Etwas ist schiefgelaufen, ohne dass eine Fehlermeldung vorliegt.',
  'toast.uncaught-error.title': 'Unbehandelter Fehler',
  'toast.region-label': 'Benachrichtigungen',
  'toast.close': 'Schließen',
  'help-menu.label': 'Hilfe und Ressourcen',
  'help-menu.resources': 'Ressourcen',
  'help-menu.community': 'Der Community beitreten',
  'help-menu.support': 'Hilfe und Support',
  'help-menu.sales': 'Vertrieb kontaktieren',
  'help-menu.version': 'Studio-Version {{version}}',
  'help-menu.latest': 'Neueste Version: {{version}}',
  'help-menu.up-to-date': 'Dies ist die neueste Version',
  'help-menu.loading': 'Weitere Ressourcen werden geladen …',
  'debug-roles.simulating': 'Die Rolle {{roles}} wird simuliert.',
  'debug-roles.detail': 'Das Studio zeigt, was diese Rolle dürfte; der Content Lake wendet weiterhin Ihre eigenen Berechtigungen an.',
  'debug-roles.stop': 'Simulation beenden',
  'connection.offline': 'Der Browser ist offline.',
  'connection.unreachable': 'Der Content Lake ist nicht erreichbar.',
  'connection.retry-in_one': 'Neuer Versuch in {{count}} Sekunde.',
  'connection.retry-in_other': 'Neuer Versuch in {{count}} Sekunden.',
  'connection.connecting': 'Verbindung wird hergestellt …',
  'connection.kept': 'Ihre Änderungen bleiben hier erhalten und werden gespeichert, sobald die Verbindung wieder steht.',
  'connection.retry-now': 'Jetzt erneut versuchen',
  'connection.restored': 'Wieder mit dem Content Lake verbunden.',
  'toast.repeat-count_one': '{{count}}-mal',
  'toast.repeat-count_other': '{{count}}-mal',
  'error.network': 'Unbekannter Netzwerkfehler beim Versuch, {{host}} zu erreichen',

  // Anmeldung: Auswahl des Anbieters
  'login.choose-provider': 'Anmeldeanbieter wählen',
  'login.provider-hint': 'Nach der Anmeldung kehren Sie hierher zurück.',
  'login.no-providers': 'Dieser Content Lake bietet keine Anmeldeanbieter an.',
  'login.other-workspace': 'Anderen Arbeitsbereich wählen',
  'login.signing-in': 'Sie werden angemeldet …',
  'login.signed-out-lake-not-told': 'Sie sind in diesem Browser abgemeldet, aber der Content Lake war nicht erreichbar, um die Sitzung dort zu beenden. Bis sie endet, kann das Öffnen des Studios Sie wieder anmelden: Melden Sie sich dann erneut ab, während der Content Lake erreichbar ist.',

  // Anmeldung: Auswahl des Arbeitsbereichs
  'workspace-chooser.title': 'Arbeitsbereich wählen',
  'workspace-chooser.add-workspace': 'Arbeitsbereich hinzufügen',
  'workspace-chooser.status.logged-in': 'Angemeldet',
  'workspace-chooser.status.logged-out': 'Abgemeldet',
  'workspace-chooser.status.no-access': 'Kein Zugriff',

  // Dialog „Nicht berechtigt“
  'not-authorized.title': 'Nicht berechtigt',
  'not-authorized.description': 'Sie sind nicht berechtigt, auf dieses Studio zuzugreifen …',
  'not-authorized.signed-in-as': 'Sie sind als {{account}} angemeldet (Anmeldeanbieter: {{provider}}).',
  'not-authorized.ask-admin': 'Bitten Sie eine Administratorin oder einen Administrator des Projekts um eine Rolle, oder melden Sie sich mit einem anderen Konto an.',

  // CORS-Dialog
  'cors.title': 'Bevor Sie fortfahren …',
  'cors.description': 'Damit dieses Studio von dieser Adresse aus auf seine Inhalte zugreifen kann, muss der Content Lake diesen Ursprung zulassen.',
  'cors.origin-label': 'Zuzulassender Ursprung',
  'cors.steps': 'Fügen Sie den Ursprung der Einstellung STUDIO_CORS_ORIGINS des Lakes hinzu und kehren Sie dann zu diesem Fenster zurück: Die Seite lädt sich von selbst neu.',
  'cors.continue': 'Weiter',

  // Konfigurationsfehler
  'config-errors.title': 'Die Studio-Konfiguration enthält Fehler',
  'config-errors.description': 'Beheben Sie sie in studio.config.ts und laden Sie die Seite neu.',

  'tool-crashed.title': 'Das Werkzeug {{tool}} ist abgestürzt',
  'tool-load-failed.title': 'Das Werkzeug {{tool}} konnte nicht geladen werden',
  'field-load-failed.title': 'Dieses Feld konnte nicht geladen werden',
  'code-load-failed.description': 'Ein Teil des Studios ist nicht angekommen: Vielleicht wurde die Verbindung unterbrochen oder das Studio aktualisiert. Laden Sie die Seite neu, um es erneut zu versuchen.',
  'code-load-failed.reload': 'Seite neu laden',
  'tool.no-view': 'Das Werkzeug {{tool}} hat in diesem Studio keine Ansicht.',
  'tool.structure.title': 'Struktur',

  // Navigationsleiste
  'navbar.open-menu': 'Menü öffnen',
  'navbar.tools': 'Werkzeuge',
  'navbar.more-tools': 'Weitere Werkzeuge',

  // Menü der Arbeitsbereiche
  'workspace-menu.label': '{{workspace}}: Arbeitsbereich wechseln',
  'workspace-menu.title': 'Arbeitsbereiche',

  // Schaltfläche und Dialog für Konfigurationsprobleme (nur Entwicklungs-Builds)
  'config-issues.button_one': '{{count}} Konfigurationsproblem',
  'config-issues.button_other': '{{count}} Konfigurationsprobleme',
  'config-issues.title': 'Konfigurationsprobleme',
  'config-issues.description':
    'Das Studio läuft, ignoriert oder korrigiert aber diese Teile seiner Konfiguration. Beheben Sie sie in studio.config.ts; diese Liste erscheint nur in Entwicklungs-Builds.',
  'config-issues.group.tools': 'Werkzeuge',
  'config-issues.group.schema-type': 'Schematyp \u201e{{name}}\u201c',
  'config-issues.group.other': 'Konfiguration',
  'config-issues.group.in-workspace': '{{group}} \u2014 Arbeitsbereich {{workspace}}',
  'config-issues.path': 'Pfad',
  'config-issues.close': 'Schließen',

  // Benutzermenü und Seitenleiste
  'user-menu.label': 'Konto: {{name}}',
  'user-menu.signed-in-with': 'Angemeldet über {{provider}}',
  'user-menu.appearance': 'Darstellung',
  'user-menu.manage-project': 'Projekt verwalten',
  'user-menu.invite-members': 'Mitglieder einladen',
  'user-menu.sign-out': 'Abmelden',
  'user-menu.language': 'Sprache',
  'color-scheme.system': 'System',
  'color-scheme.dark': 'Dunkel',
  'color-scheme.light': 'Hell',
  'sidebar.title': 'Menü',
  'sidebar.close': 'Menü schließen',

  // Neues Dokument
  'new-document.button': 'Erstellen',
  'new-document.label': 'Neues Dokument erstellen',
  'new-document.title': 'Neues Dokument erstellen',
  'new-document.close': 'Schließen',
  'new-document.filter': 'Dokumenttypen filtern',
  'new-document.filter-placeholder': 'Dokumenttypen durchsuchen',
  'new-document.options': 'Dokumenttypen, die Sie erstellen können',
  'new-document.no-results': 'Keine Dokumenttypen passen zu \u201e{{query}}\u201c',
  'new-document.no-templates': 'In diesem Arbeitsbereich gibt es keine Dokumenttypen zum Erstellen.',
  'new-document.denied': 'Sie haben keine Berechtigung, Dokumente vom Typ {{type}} zu erstellen',
  'new-document.none-permitted': 'Sie haben keine Berechtigung, Dokumente irgendeines Typs zu erstellen',

  // Anwesenheit
  'presence.menu-label': 'Wer ist hier',
  'presence.menu-label-count_one': 'Wer ist hier: {{count}} weitere Person',
  'presence.menu-label-count_other': 'Wer ist hier: {{count}} weitere Personen',
  'presence.users': 'Personen im Studio',
  'presence.not-in-document': 'in keinem Dokument',
  'presence.in-document': 'Bearbeitet {{title}}',
  'presence.untitled': 'Ohne Titel',
  'presence.empty': 'Sonst ist niemand hier',
  'presence.empty-hint': 'Laden Sie Mitglieder ein, um gemeinsam zu bearbeiten.',
  'presence.manage-members': 'Mitglieder verwalten',
  'presence.more_one': '+{{count}}',
  'presence.more_other': '+{{count}}',
  'presence.editing-one': '{{name}} bearbeitet dieses Dokument gerade',
  'presence.editing-many': '{{count}} Personen bearbeiten dieses Dokument gerade',
  'presence.in-field_one': '{{names}} ist in diesem Feld',
  'presence.in-field_other': '{{names}} sind in diesem Feld',
  'presence.in-item_one': '{{names}} ist in diesem Eintrag',
  'presence.docked-above_one': '{{names}} ist in einem Feld weiter oben',
  'presence.docked-above_other': '{{names}} sind in Feldern weiter oben',
  'presence.docked-below_one': '{{names}} ist in einem Feld weiter unten',
  'presence.docked-below_other': '{{names}} sind in Feldern weiter unten',
  'presence.in-item_other': '{{names}} sind in diesem Eintrag',
}
