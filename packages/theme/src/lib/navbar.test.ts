import { describe, expect, it } from 'vitest';
import { isExternalItem, isGitHubItem, isNavItemActive, splitNavItems } from './navbar.js';

describe('navbar helpers', () => {
  const learn = { label: 'Learn', to: '/docs/quickstart/introduction', position: 'left' as const, activeBasePath: '/docs' };
  const blog = { label: 'Blog', to: '/blog', position: 'left' as const };
  const github = { label: 'GitHub', href: 'https://github.com/orgs/flux0-ai/repositories', position: 'right' as const };

  it('activates an item for every route under its activeBasePath', () => {
    expect(isNavItemActive(learn, '/docs/api/list-agents')).toBe(true);
    expect(isNavItemActive(learn, '/blog')).toBe(false);
  });

  it('activates an item without a base path only on its own route', () => {
    expect(isNavItemActive(blog, '/blog/')).toBe(true);
    expect(isNavItemActive(blog, '/blog/archive')).toBe(false);
    expect(isNavItemActive(github, '/')).toBe(false);
  });

  it('splits items by position, keeping order', () => {
    expect(splitNavItems([learn, github, blog])).toEqual({ left: [learn, blog], right: [github] });
  });

  it('recognises external and GitHub items', () => {
    expect(isExternalItem(github)).toBe(true);
    expect(isExternalItem(blog)).toBe(false);
    expect(isGitHubItem(github)).toBe(true);
    expect(isGitHubItem({ href: 'https://notgithub.com' })).toBe(false);
  });
});
