// The site footer: brand (the navbar's logo, beside the site title), link list and copyright line.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { cx } from '../lib/class-names.js';
import { linkHref } from '../lib/url.js';
import { BrandLogo } from './Brand.js';

/** `<footer>` in the configured style (dark or light). */
export function Footer({ site }: { site: SiteData }): ReactElement {
  const { footer } = site;
  return (
    <footer className={cx('ssg-footer', `ssg-footer--${footer.style}`)}>
      <div className="ssg-footer__inner">
        <div className="ssg-footer__brand">
          <BrandLogo site={site} size={28} className="ssg-footer__logo" decorative />
          <span className="ssg-footer__title">{site.title}</span>
        </div>
        {footer.links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className="ssg-footer__links">
              {footer.links.map((link) => (
                <li key={`${link.label}:${link.to ?? link.href ?? ''}`}>
                  <a className="ssg-footer__link" href={linkHref(site, link)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="ssg-footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
