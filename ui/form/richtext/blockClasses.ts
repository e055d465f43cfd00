// Class names of block styles and list kinds, shared by the editor's blocks and the style menu
// (whose options preview the style). The stylesheet's names are camelCase (vite.config.ts).
import styles from './Content.module.css'

const STYLE_CLASSES: Record<string, string | undefined> = {
  normal: styles.styleNormal,
  h1: styles.styleH1,
  h2: styles.styleH2,
  h3: styles.styleH3,
  h4: styles.styleH4,
  h5: styles.styleH5,
  h6: styles.styleH6,
  blockquote: styles.styleBlockquote,
}

const LIST_CLASSES: Record<string, string | undefined> = {
  bullet: styles.listBullet,
  number: styles.listNumber,
}

export const styleClassOf = (style: string): string | undefined => STYLE_CLASSES[style]

export const listClassOf = (list: string | undefined): string | undefined => (list ? LIST_CLASSES[list] : undefined)
