// All the demo content, built in dependency order so references only point at documents that
// the same seed creates.
import {articlePlan, articles, stablePublishedArticleIds} from './articles.ts'
import type {SeedContext, SeedEntry} from './context.ts'
import {events} from './events.ts'
import {authors, PUBLISHED_AUTHOR_IDS} from './people.ts'
import {productPlan, products} from './products.ts'
import {fieldShowcases} from './showcase.ts'
import {landingPages, redirects, siteBanners, siteSettings} from './site.ts'
import {categories} from './taxonomy.ts'

export function demoCatalogue(ctx: SeedContext): SeedEntry[] {
  const plannedProducts = productPlan()
  const stableArticles = stablePublishedArticleIds()
  const featured = articlePlan().find((a, index) => index % 7 === 0 && stableArticles.includes(a.id))!.id
  return [
    ...categories(ctx),
    ...authors(ctx),
    ...products(ctx),
    ...articles(ctx, plannedProducts),
    ...events(ctx),
    ...landingPages(ctx, stableArticles),
    siteSettings(ctx),
    ...siteBanners(ctx),
    ...redirects(ctx),
    ...fieldShowcases(ctx, {
      article: stableArticles[0],
      featuredArticle: featured,
      author: PUBLISHED_AUTHOR_IDS[0],
      product: plannedProducts.find((p) => p.published)!.id,
    }),
  ]
}
