// The site logo and title, linking home: in the navbar and in the mobile menu's header.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { withBase } from '../lib/url.js';
import { LogoMark } from './LogoMark.js';

/** What the brand needs from the site. */
export type BrandSite = Pick<SiteData, 'baseUrl'> & { navbar: Pick<SiteData['navbar'], 'title' | 'logo'> };

/** The site's logo: the configured image, or the theme's own mark; `decorative` when a title beside it names it. */
export function BrandLogo({ site, size = 32, className, decorative = false }: { site: BrandSite; size?: number; className?: string; decorative?: boolean }): ReactElement {
  const logo = site.navbar.logo;
  if (logo === undefined) return <LogoMark size={size} {...(className !== undefined ? { className } : {})} />;
  return <img className={className} src={withBase(site, logo.src)} alt={decorative ? '' : logo.alt} width={size} height={size} />;
}

/** The site logo and title, linking home. */
export function Brand({ site, className }: { site: BrandSite; className: string }): ReactElement {
  return (
    <a className={className} href={withBase(site, '/')}>
      <BrandLogo site={site} className="ssg-brand__logo" />
      <span className="ssg-brand__title">{site.navbar.title}</span>
    </a>
  );
}
