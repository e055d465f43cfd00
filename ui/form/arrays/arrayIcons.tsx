// Icons of the array inputs, drawn in the text colour.
export const DragHandleIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <circle cx="5.5" cy="3.5" r="1.25" />
    <circle cx="10.5" cy="3.5" r="1.25" />
    <circle cx="5.5" cy="8" r="1.25" />
    <circle cx="10.5" cy="8" r="1.25" />
    <circle cx="5.5" cy="12.5" r="1.25" />
    <circle cx="10.5" cy="12.5" r="1.25" />
  </svg>
)
