import {defineArrayMember, defineField, defineType} from '../../core/schema/index.ts'

export const AUTHOR_ROLES = [
  {title: 'Staff writer', value: 'staff'},
  {title: 'Editor', value: 'editor'},
  {title: 'Contributor', value: 'contributor'},
  {title: 'Guest', value: 'guest'},
]

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().min(2).max(80)}),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: {source: 'name', maxLength: 64},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      options: {list: AUTHOR_ROLES, layout: 'radio'},
      initialValue: 'contributor',
    }),
    defineField({name: 'email', title: 'E-mail', type: 'email', validation: (rule) => rule.email()}),
    defineField({name: 'website', title: 'Website', type: 'url'}),
    defineField({
      name: 'avatar',
      title: 'Portrait',
      type: 'image',
      options: {hotspot: true, accept: 'image/*'},
      fields: [defineField({name: 'alt', title: 'Alternative text', type: 'string'})],
    }),
    defineField({name: 'bio', title: 'Biography', type: 'simpleText'}),
    defineField({
      name: 'expertise',
      title: 'Expertise',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      of: [defineArrayMember({type: 'socialLink'})],
      options: {modal: {type: 'popover'}},
    }),
    defineField({name: 'joinedAt', title: 'Joined', type: 'date'}),
    defineField({name: 'active', title: 'Currently writing', type: 'boolean', initialValue: true, options: {layout: 'switch'}}),
  ],
  orderings: [{name: 'nameAsc', title: 'Name', by: [{field: 'name', direction: 'asc'}]}],
  preview: {
    select: {title: 'name', role: 'role', media: 'avatar'},
    prepare: ({title, role, media}) => ({
      title,
      subtitle: AUTHOR_ROLES.find((r) => r.value === role)?.title,
      media,
    }),
  },
})
