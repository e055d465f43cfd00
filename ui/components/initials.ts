// Up to two letters for a person without a picture: first and last word, or the start of a single word.
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [...(words[0] ?? '?')].slice(0, 2)
  return letters.join('').toUpperCase()
}
