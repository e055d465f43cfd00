// English texts of the structure tool (namespace `structure`): its panes, the document list, the
// document editor's header and footer, and the document actions with their disabled reasons.
export const STRUCTURE_NAMESPACE = 'structure'

export const structureEn = {
  // Panes
  'pane.back': 'Back',
  'pane.close-document': 'Close document',
  'types.title': 'Content',
  'types.label': 'Document types',
  'types.empty': 'The schema has no document types yet.',
  'types.choose': 'Choose a document type to see its documents.',
  'type.unknown': 'This workspace has no document type called “{{type}}”.',

  // Documents of a type
  'list.label': '{{type}} documents',
  'list.loading': 'Loading documents…',
  'list.empty': 'No {{type}} documents yet.',
  'list.error': 'Could not load the documents: {{message}}',
  'list.retry': 'Try again',
  'list.choose': 'Choose a document to edit it.',
  'list.truncated': 'Showing the {{count}} most recently changed documents.',
  'list.menu': 'More for {{type}} documents',

  // Recently deleted documents of a type (undelete, issue 17)
  'deleted.action': 'Recently deleted…',
  'deleted.title': 'Recently deleted {{type}} documents',
  'deleted.list': 'Deleted {{type}} documents, newest first',
  'deleted.loading': 'Looking for deleted documents…',
  'deleted.failed': 'The deleted documents could not be read: {{message}}',
  'deleted.retry': 'Try again',
  'deleted.empty': 'No {{type}} documents have been deleted.',
  'deleted.untitled': 'Untitled ({{id}})',
  'deleted.by': 'Deleted by {{name}}',
  'deleted.close': 'Close',
  'deleted.back': 'Back to the list',
  'deleted.reading': 'Reading the last version…',
  'deleted.read-failed': 'The last version could not be read: {{message}}',
  'deleted.read-only': 'Read-only: the last version before it was deleted, of {{time}}.',
  'deleted.yes': 'Yes',
  'deleted.no': 'No',
  'deleted.items': '{{count}} items: {{text}}',
  'deleted.restore': 'Restore',
  'deleted.restore-label': 'Restore {{title}} as a draft',
  'deleted.restore-denied': 'You may not create this document, so you cannot restore it.',
  'deleted.restore-failed': 'The document could not be restored: {{message}}',

  // New documents (SH-NEWDOC-006, SH-NEWDOC-007)
  'create.label': 'Create new {{type}}',
  'create.denied': 'You have no permission to create {{type}} documents',

  // Status dot (ED-FORM-020, ED-FORM-021)
  'status.not-published': 'Not published',
  'status.edited': 'Edited {{date}}',
  'status.published': 'Published {{date}}',

  // Previews (ED-PREV-005: the seed's words)
  'preview.invalid-title': 'Invalid preview config',
  'preview.invalid-subtitle': 'Check the error log in the console',

  // Document editor
  'document.untitled': 'Untitled',
  'document.loading': 'Loading document…',
  'document.loading-title': 'Loading…',
  'document.form-label': '{{type}} fields',
  'document.new': 'New {{type}}',
  'document.read-only': 'You have no permission to edit this document. It is shown read-only.',
  'document.reconnecting': 'Reconnecting… Your edits are kept and saved once the connection is back.',
  'document.connection-closed': 'The live connection to this document closed: {{message}}',
  'document.reload': 'Reload',

  // A refused commit (EDITING-MODEL.md: keep the refused text visible to copy)
  'refused.title': 'Your latest changes were not saved',
  'refused.description': 'The content lake refused them: {{message}}',
  'refused.copy-hint': 'What you had typed, to copy before you continue:',
  'refused.copy': 'Copy',
  'refused.copied': 'Copied',
  'refused.dismiss': 'Dismiss',
  'invalid-patch.title': 'An edit could not be applied',

  // Footer
  'footer.label': 'Document status and actions',
  'footer.published': 'Published {{time}}',
  'footer.edited': 'Edited {{time}}',
  'footer.not-published': 'Not published',
  'footer.new': 'Not saved yet',
  'footer.saving': 'Saving…',
  'footer.saved': 'Saved',
  'footer.not-saved': 'Not saved',
  'footer.just-now': 'just now',

  // Document actions (editing seed §4)
  'action.publish': 'Publish',
  'action.publishing': 'Publishing…',
  'action.unpublish': 'Unpublish',
  'action.discardChanges': 'Discard changes',
  'action.delete': 'Delete',
  'action.duplicate': 'Duplicate',
  'action.more': 'More document actions',
  'action.failed': '{{action}} failed: {{message}}',
  'action.dismiss': 'Dismiss',

  // Disabled reasons, one text per reason of the operations machine
  'reason.LIVE_EDIT_ENABLED': 'Live edit is on for this type: changes are published as they are made',
  'reason.ALREADY_PUBLISHED': 'There are no unpublished changes',
  'reason.NO_CHANGES': 'There are no changes',
  'reason.NOT_PUBLISHED': 'This document is not published',
  'reason.NOTHING_TO_DELETE': 'This document does not exist yet',
  'reason.NOTHING_TO_DUPLICATE': 'This document is empty: there is nothing to duplicate',
  'reason.NOT_READY': 'The document is still loading',
  'permission.unable': 'Unable to {{permission}}:',

  // Delete confirmation
  'delete.title': 'Delete this document?',
  'delete.description': '“{{title}}” is deleted, with its draft and its published version. This cannot be undone here.',
  'delete.confirm': 'Delete now',
  'delete.checking-references': 'Looking for documents that refer to this one…',
  'delete.blocked_one': '“{{title}}” cannot be deleted: another document refers to it. Remove that reference first, or make it weak.',
  'delete.blocked_other': '“{{title}}” cannot be deleted: {{count}} documents refer to it. Remove those references first, or make them weak.',
  'delete.referring-list': 'Documents that refer to this one',
  'delete.weak-referrers_one': 'One document refers to it weakly; its reference will point to nothing.',
  'delete.weak-referrers_other': '{{count}} documents refer to it weakly; their references will point to nothing.',
  'delete.weak-list': 'Documents that refer to this one weakly',
  'delete.more-referrers': 'More documents refer to it than are listed here.',
  'delete.references-unknown': 'Could not look for documents that refer to this one; the lake still refuses the delete if any refers to it strongly.',
  'delete.cancel': 'Cancel',
  'history.action': 'History…',
  'history.title': 'History',
  'history.list': 'Changes, newest first',
  'history.loading': 'Reading the history…',
  'history.failed': 'The history could not be read: {{message}}',
  'history.retry': 'Retry',
  'history.more': 'Show older changes',
  'history.start': 'The document was created here.',
  'history.close': 'Close',
  'history.restore': 'Restore',
  'history.restore-label': 'Restore the version after “{{change}}” of {{time}}',
  'history.restore-current': 'This is the current version',
  'history.restore-deleted': 'Nothing to restore: the document was deleted here',
  'history.restore-failed': 'The version could not be restored: {{message}}',
  'history.chunk.initial': 'Created',
  'history.chunk.create': 'Created',
  'history.chunk.editDraft': 'Edited draft',
  'history.chunk.editLive': 'Live edited',
  'history.chunk.publish': 'Published',
  'history.chunk.unpublish': 'Unpublished',
  'history.chunk.discardDraft': 'Draft discarded',
  'history.chunk.delete': 'Deleted',
  'referenced-by.action': 'Referenced by…',
  'referenced-by.title': 'Documents that refer to this one',
  'referenced-by.list': 'Referring documents',
  'referenced-by.loading': 'Looking for documents that refer to this one…',
  'referenced-by.failed': 'Could not look for documents that refer to this one.',
  'referenced-by.none': 'No document refers to this one.',
  'referenced-by.strong': 'Strong reference',
  'referenced-by.weak': 'Weak reference',
  'referenced-by.close': 'Close',

  // Validation summary and panel in the document footer
  'validation.label': 'Validation',
  'validation.checking': 'Checking…',
  'validation.valid': 'No validation problems',
  'validation.summary.errors_one': '{{count}} error',
  'validation.summary.errors_other': '{{count}} errors',
  'validation.summary.warnings_one': '{{count}} warning',
  'validation.summary.warnings_other': '{{count}} warnings',
  'validation.summary.infos_one': '{{count}} note',
  'validation.summary.infos_other': '{{count}} notes',
  'validation.panel.title': 'Validation',
  'validation.panel.document': 'Document',
  'validation.publish-blocked': 'Fix the validation errors before publishing.',

  // Initial values of new documents (editing seed §4, §8)
  'initial-value.resolving': 'Resolving initial value…',
  'initial-value.resolved': 'Initial value resolved',
  'initial-value.failed': 'Could not resolve initial value',
} as const

export type StructureTextKey = keyof typeof structureEn
