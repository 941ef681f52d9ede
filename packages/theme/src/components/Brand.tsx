// The site logo and title, linking home: in the navbar and in the mobile menu's header.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { withBase } from '../lib/url.js';
import { LogoMark } from './LogoMark.js';

/** What the brand needs from the site. */
export type BrandSite = Pick<SiteData, 'baseUrl'> & { navbar: Pick<SiteData['navbar'], 'title' | 'logo'> };

/** The site logo: the configured image, or the theme's own mark. */
export function Brand({ site, className }: { site: BrandSite; className: string }): ReactElement {
  const logo = site.navbar.logo;
  return (
    <a className={className} href={withBase(site, '/')}>
      {logo !== undefined ? (
        <img className="ssg-brand__logo" src={withBase(site, logo.src)} alt={logo.alt} width={32} height={32} />
      ) : (
        <LogoMark className="ssg-brand__logo" />
      )}
      <span className="ssg-brand__title">{site.navbar.title}</span>
    </a>
  );
}
