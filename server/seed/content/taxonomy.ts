// Categories of the magazine and the shop; two of them sit under a parent.
import {reference, slug, type SeedContext, type SeedEntry} from './context.ts'

interface CategorySeed {
  id: string
  title: string
  colour: string
  parent?: string
  description: string
}

const CATEGORIES: CategorySeed[] = [
  {id: 'hiking', title: 'Hiking', colour: 'green', description: 'Day walks, long-distance trails and hut-to-hut routes.'},
  {id: 'climbing', title: 'Climbing', colour: 'orange', description: 'Bouldering, sport and multi-pitch climbing, indoors and out.'},
  {id: 'cycling', title: 'Cycling', colour: 'blue', description: 'Gravel, bikepacking and touring.'},
  {id: 'paddling', title: 'Paddling', colour: 'blue', description: 'Kayaks, canoes and packrafts on lakes, rivers and the coast.'},
  {id: 'camping', title: 'Camping', colour: 'green', description: 'Tents, tarps and nights under the stars in every season.'},
  {id: 'gear', title: 'Gear', colour: 'grey', description: 'Equipment: what to choose, how to use it and how to look after it.'},
  {id: 'gear-reviews', title: 'Gear reviews', colour: 'purple', parent: 'gear', description: 'Long-term tests by our staff and readers.'},
  {id: 'outdoor-cooking', title: 'Outdoor cooking', colour: 'orange', parent: 'camping', description: 'Stoves, recipes and trail food.'},
  {id: 'travel', title: 'Travel', colour: 'purple', description: 'Getting to the trailhead, preferably by train.'},
  {id: 'sustainability', title: 'Sustainability', colour: 'green', description: 'Repair, reuse and leaving no trace.'},
  {id: 'guides', title: 'Guides', colour: 'grey', description: 'Step-by-step skills, from map reading to pitching a tent in a storm.'},
  {id: 'news', title: 'News', colour: 'grey', description: 'What is new at Trailhead.'},
]

export const categoryId = (name: string) => `category-${name}`

export const CATEGORY_IDS = CATEGORIES.map((c) => categoryId(c.id))

export function categories(_ctx: SeedContext): SeedEntry[] {
  return CATEGORIES.map((category, index) => ({
    published: {
      _id: categoryId(category.id),
      _type: 'category',
      title: category.title,
      slug: slug(category.title, 40),
      description: category.description,
      colour: category.colour,
      ...(category.parent ? {parent: reference(categoryId(category.parent), {weak: true})} : {}),
      sortOrder: (index + 1) * 10,
    },
  }))
}
