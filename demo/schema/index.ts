// Every type of the demo schema: the document types first, then the object types they reuse.
import {article} from './article.ts'
import {author} from './author.ts'
import {category} from './category.ts'
import {event} from './event.ts'
import {fieldShowcase} from './fieldShowcase.ts'
import {landingPage} from './landingPage.ts'
import {product} from './product.ts'
import {redirect} from './redirect.ts'
import {settings} from './settings.ts'
import {siteBanner} from './siteBanner.ts'
import {blockContent, simpleText} from './objects/blockContent.ts'
import {callout, codeSnippet} from './objects/blockObjects.ts'
import {PAGE_SECTIONS} from './objects/pageSections.ts'
import {productVariant} from './objects/productVariant.ts'
import {richDate} from './objects/richDate.ts'
import {seo} from './objects/seo.ts'
import {socialLink} from './objects/socialLink.ts'
import {ticketTier} from './objects/ticketTier.ts'
import {address, venue} from './objects/venue.ts'

export const documentTypes = [article, author, category, product, event, landingPage, settings, siteBanner, redirect, fieldShowcase]

export const objectTypes = [
  blockContent,
  simpleText,
  callout,
  codeSnippet,
  ...PAGE_SECTIONS,
  productVariant,
  richDate,
  seo,
  socialLink,
  ticketTier,
  address,
  venue,
]

export const schemaTypes = [...documentTypes, ...objectTypes]
