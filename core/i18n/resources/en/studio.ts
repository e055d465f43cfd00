// English texts of the studio shell (namespace `studio`). Keys are flat and dotted by area; texts
// the seeds quote are kept word for word (including 'An error occured').
export const studioEn = {
  // Loading and generic states
  'loading.studio': 'Loading the studio…',
  'loading.tool': 'Loading {{tool}}…',

  // Generic error page (ERR-SH-015) and the uncaught-error toast (ERR-SH-006)
  'error-page.title': 'An error occured',
  'error-page.retry': 'Retry',
  'error-page.details': 'Technical details',
  'error-page.unknown': 'Something went wrong without an error message.',
  'toast.uncaught-error.title': 'Uncaught error',
  'toast.region-label': 'Notifications',
  'toast.close': 'Close',
  // The welcome / free-trial dialog (SH-TRIAL); its heading and texts come from the lake
  'welcome.close': 'Close',
  'free-trial.button_one': 'Free trial: {{count}} day left',
  'free-trial.button_other': 'Free trial: {{count}} days left',
  'free-trial.days-left_one': '{{count}} day left',
  'free-trial.days-left_other': '{{count}} days left',
  // The connection to the lake (SH-CONN-004, SH-CONN-005); 'The browser went offline' is ERR-SH-031
  'help-menu.label': 'Help and resources',
  'help-menu.resources': 'Resources',
  'help-menu.community': 'Join the community',
  'help-menu.support': 'Help and support',
  'help-menu.sales': 'Contact sales',
  'help-menu.version': 'Studio version {{version}}',
  'help-menu.latest': 'Latest version: {{version}}',
  'help-menu.up-to-date': 'This is the latest version',
  'help-menu.loading': 'Loading more resources…',
  'debug-roles.simulating': 'Simulating the role {{roles}}.',
  'debug-roles.detail': 'The studio shows what it could do; the content lake still applies your own permissions.',
  'debug-roles.stop': 'Stop simulating',
  'connection.offline': 'The browser went offline.',
  'connection.unreachable': 'The content lake cannot be reached.',
  'connection.retry-in_one': 'Trying again in {{count}} second.',
  'connection.retry-in_other': 'Trying again in {{count}} seconds.',
  'connection.connecting': 'Connecting…',
  'connection.kept': 'Your changes are kept here and saved once the connection is back.',
  'connection.retry-now': 'Retry now',
  'connection.restored': 'Connected to the content lake again.',
  'toast.repeat-count_one': '{{count}} time',
  'toast.repeat-count_other': '{{count}} times',
  'error.network': 'Unknown network error attempting to reach {{host}}',

  // Sign-in: provider chooser (SH-AUTH-013)
  'login.choose-provider': 'Choose login provider',
  'login.provider-hint': 'You will come back here after signing in.',
  'login.no-providers': 'This content lake offers no login providers.',
  'login.other-workspace': 'Choose another workspace',
  'login.signing-in': 'Signing you in…',
  'login.signed-out-lake-not-told': 'You are signed out in this browser, but the content lake could not be reached to end the session there. Until it ends, opening the studio may sign you in again: then sign out once more while the content lake can be reached.',

  // Sign-in: workspace chooser (SH-AUTH-020, SH-AUTH-021)
  'workspace-chooser.title': 'Choose your workspace',
  'workspace-chooser.add-workspace': 'Add workspace',
  'workspace-chooser.status.logged-in': 'Signed in',
  'workspace-chooser.status.logged-out': 'Signed out',
  'workspace-chooser.status.no-access': 'No access',

  // 'Not authorized' dialog (ERR-SH-005)
  'not-authorized.title': 'Not authorized',
  'not-authorized.description': 'You are not authorized to access this studio...',
  'not-authorized.signed-in-as': 'You are signed in as {{account}} (login provider: {{provider}}).',
  'not-authorized.ask-admin': 'Ask an administrator of the project to give you a role, or sign in with another account.',

  // CORS dialog (SH-AUTH-041)
  'cors.title': 'Before you continue...',
  'cors.description': 'To reach its content from this address, the content lake must allow this origin.',
  'cors.origin-label': 'Origin to allow',
  'cors.steps': 'Add the origin to the lake\u2019s STUDIO_CORS_ORIGINS setting, then come back to this window: the page reloads by itself.',
  'cors.continue': 'Continue',

  // Configuration errors (shell seed §5, §8)
  'config-errors.title': 'The studio configuration has errors',
  'config-errors.description': 'Fix these in studio.config.ts and reload the page.',

  'tool-crashed.title': 'The {{tool}} tool crashed',
  // A lazily loaded part that did not arrive: only a reload fetches it again (ui/app/codeLoadErrors.ts).
  'tool-load-failed.title': 'The {{tool}} tool could not be loaded',
  'field-load-failed.title': 'This field could not be loaded',
  'code-load-failed.description': 'Part of the studio did not arrive: the connection may have dropped, or the studio was updated. Reload the page to try again.',
  'code-load-failed.reload': 'Reload page',
  'tool.no-view': 'The {{tool}} tool has no view in this studio.',
  'tool.structure.title': 'Structure',

  // Navigation bar (SH-NAV-001 … SH-NAV-006)
  'navbar.open-menu': 'Open menu',
  'navbar.tools': 'Tools',
  'navbar.more-tools': 'More tools',

  // Workspace menu (SH-NAV-010)
  'workspace-menu.label': '{{workspace}}: switch workspace',
  'workspace-menu.title': 'Workspaces',

  // Configuration-issues button and dialog, development builds only (SH-ROUTE-041, SH-ROUTE-042)
  'config-issues.button_one': '{{count}} configuration issue',
  'config-issues.button_other': '{{count}} configuration issues',
  'config-issues.title': 'Configuration issues',
  'config-issues.description':
    'The studio runs, but ignores or adjusts these parts of its configuration. Fix them in studio.config.ts; this list appears in development builds only.',
  'config-issues.group.tools': 'Tools',
  'config-issues.group.schema-type': 'Schema type \u201c{{name}}\u201d',
  'config-issues.group.other': 'Configuration',
  'config-issues.group.in-workspace': '{{group}} \u2014 workspace {{workspace}}',
  'config-issues.path': 'Path',
  'config-issues.close': 'Close',

  // User menu and sidebar (SH-NAV-020 … SH-NAV-031)
  'user-menu.label': 'Account: {{name}}',
  'user-menu.signed-in-with': 'Signed in with {{provider}}',
  'user-menu.appearance': 'Appearance',
  'user-menu.manage-project': 'Manage project',
  'user-menu.invite-members': 'Invite members',
  'user-menu.sign-out': 'Sign out',
  'user-menu.language': 'Language',
  'color-scheme.system': 'System',
  'color-scheme.dark': 'Dark',
  'color-scheme.light': 'Light',
  'sidebar.title': 'Menu',
  'sidebar.close': 'Close menu',

  // New-document control (SH-NEWDOC-001 … SH-NEWDOC-009)
  'new-document.button': 'Create',
  'new-document.label': 'Create new document',
  'new-document.title': 'Create new document',
  'new-document.close': 'Close',
  'new-document.filter': 'Filter document types',
  'new-document.filter-placeholder': 'Search document types',
  'new-document.options': 'Document types you can create',
  'new-document.no-results': 'No document types match \u201c{{query}}\u201d',
  'new-document.no-templates': 'This workspace has no document types to create.',
  'new-document.denied': 'You have no permission to create {{type}} documents',
  'new-document.none-permitted': 'You have no permission to create any kind of document',

  // Presence (SH-PRES-020 … SH-PRES-024, ED-PRES-002 … ED-PRES-004); 'not in a document' and the
  // many-editors text are the seeds' words, the rest ours
  'presence.menu-label': 'Who is here',
  'presence.menu-label-count_one': 'Who is here: {{count}} other person',
  'presence.menu-label-count_other': 'Who is here: {{count}} other people',
  'presence.users': 'People in the studio',
  'presence.not-in-document': 'not in a document',
  'presence.in-document': 'Editing {{title}}',
  'presence.untitled': 'Untitled',
  'presence.empty': 'No one else is here',
  'presence.empty-hint': 'Invite members to edit together.',
  'presence.manage-members': 'Manage members',
  'presence.more_one': '+{{count}}',
  'presence.more_other': '+{{count}}',
  'presence.editing-one': '{{name}} is editing this document right now',
  'presence.editing-many': '{{count}} people are editing this document right now',
  'presence.in-field_one': '{{names}} is in this field',
  'presence.in-field_other': '{{names}} are in this field',
  'presence.in-item_one': '{{names}} is in this item',
  'presence.docked-above_one': '{{names}} is in a field further up',
  'presence.docked-above_other': '{{names}} are in fields further up',
  'presence.docked-below_one': '{{names}} is in a field further down',
  'presence.docked-below_other': '{{names}} are in fields further down',
  'presence.in-item_other': '{{names}} are in this item',
} as const

export type StudioTextKey = keyof typeof studioEn
