// The front matter a blog post may have, validated with messages that name the key.
import { z } from 'zod';
import { authorFieldsSchema, type AuthorRef } from './authors.js';
import { parseFrontMatterDate } from './post-date.js';
import { tagFieldsSchema, type TagRef } from './tags.js';

const text = (what: string) => z.string({ error: `expected ${what} (text)` });
const flag = z.boolean({ error: 'expected true or false' });
const authorRef = z.union([text('an author key'), authorFieldsSchema], {
  error: 'expected a key of authors.yml or an author object { name, title?, url?, image?, socials? }',
});
const tagRef = z.union([text('a tag key'), tagFieldsSchema], {
  error: 'expected a key of tags.yml or a tag object { label, permalink?, description? }',
});

export const postFrontMatterSchema = z
  .object({
    title: text('a title').optional(),
    slug: text('a slug').optional(),
    date: z.union([z.string(), z.date()], { error: 'expected a date such as 2025-03-16' }).optional(),
    description: text('a description').optional(),
    authors: z.union([authorRef, z.array(authorRef)], { error: 'expected an author or a list of authors' }).optional(),
    tags: z.array(tagRef, { error: 'expected a list of tags' }).optional(),
    draft: flag.optional(),
    unlisted: flag.optional(),
    hide_table_of_contents: flag.optional(),
    keywords: z.array(text('a keyword'), { error: 'expected a list of keywords' }).optional(),
    image: text('a site route or an http(s) URL').regex(/^(\/(?!\/)|https?:\/\/)/, 'expected a site route (/img/card.png) or an http(s) URL').optional(),
    last_update: z
      .strictObject({
        date: z
          .union([z.string(), z.date()], { error: 'expected a date such as 2025-03-16' })
          .refine((value) => parseFrontMatterDate(value) !== undefined, 'expected a date such as 2025-03-16')
          .optional(),
        author: text('an author name').optional(),
      }, { error: 'expected a mapping { date, author }' })
      .optional(),
  })
  // Other keys other tools use are allowed and ignored by the blog.
  .loose();

export interface PostFrontMatter {
  title?: string;
  slug?: string;
  date?: string | Date;
  description?: string;
  authors?: AuthorRef | AuthorRef[];
  tags?: TagRef[];
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  keywords?: string[];
  image?: string;
  last_update?: { date?: string | Date; author?: string };
}
