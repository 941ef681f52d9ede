// The blog's options as the site config gives them, and their defaults: both come from the
// config schema, so they cannot drift apart.
import type { z } from 'zod';
import { blogSchema } from '../../config/schema.js';

export type { RuleLevel } from '../../config/schema.js';

/** The blog's options after defaults: exactly what the site config's `blog` key validates to. */
export type BlogOptions = z.output<typeof blogSchema>;
export type BlogFeedOptions = BlogOptions['feed'];
export type FeedType = BlogFeedOptions['types'][number];

/** Options as written in the config: every key optional, `feed` partial too. */
export type BlogOptionsInput = z.input<typeof blogSchema>;

/** Fills in the defaults for every option the config leaves out (the config schema's defaults). */
export function resolveBlogOptions(input: BlogOptionsInput = {}): BlogOptions {
  return blogSchema.parse(input);
}

export const defaultBlogOptions: BlogOptions = resolveBlogOptions();
