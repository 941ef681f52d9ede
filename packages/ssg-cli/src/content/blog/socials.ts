// Turns an author's `socials` (platform → handle or URL) into profile links.
import type { BlogSocial } from '@ssg/theme/contract';

interface Platform {
  label: string;
  /** Profile URL for a bare handle; absent when only full URLs make sense. */
  profile?: (handle: string) => string;
}

const PLATFORMS: Record<string, Platform> = {
  x: { label: 'X', profile: (h) => `https://x.com/${h}` },
  twitter: { label: 'Twitter', profile: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', profile: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', profile: (h) => `https://www.linkedin.com/in/${h}/` },
  bluesky: { label: 'Bluesky', profile: (h) => `https://bsky.app/profile/${h}` },
  threads: { label: 'Threads', profile: (h) => `https://www.threads.net/@${h}` },
  instagram: { label: 'Instagram', profile: (h) => `https://www.instagram.com/${h}` },
  youtube: { label: 'YouTube', profile: (h) => `https://www.youtube.com/@${h}` },
  stackoverflow: { label: 'Stack Overflow', profile: (h) => `https://stackoverflow.com/users/${h}` },
  mastodon: { label: 'Mastodon' },
  newsletter: { label: 'Newsletter' },
};

export type SocialResult = { social: BlogSocial } | { problem: string };

/** One social link; a bare handle needs a platform that knows its profile URL. */
export function resolveSocial(platform: string, value: string): SocialResult {
  const known = PLATFORMS[platform.toLowerCase()];
  const label = known?.label ?? platform.charAt(0).toUpperCase() + platform.slice(1);
  const handle = value.trim().replace(/^@/, '');
  if (/^https?:\/\//i.test(handle)) return { social: { platform, label, url: handle } };
  if (/[\s?#]/.test(handle) || handle === '') return { problem: `the ${label} handle "${value}" is not a handle or a URL` };
  if (known?.profile) return { social: { platform, label, url: known.profile(handle) } };
  return { problem: `the ${label} link "${value}" must be a full URL (https://…)` };
}
