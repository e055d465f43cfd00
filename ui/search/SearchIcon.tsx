// A magnifying glass on the 20×20 grid of ui/components/Icons.tsx; decorative.
export const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="8.75" cy="8.75" r="5" />
    <path d="M12.5 12.5l4 4" />
  </svg>
)
