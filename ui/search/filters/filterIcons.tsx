// Icons only the filter bar uses, drawn like ui/components/Icons.tsx (20×20, decorative).
export const PlusIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M10 4.5v11M4.5 10h11" />
  </svg>
)
