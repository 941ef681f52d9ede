// A grid of link cards (category index pages, and any page listing children).
import type { ReactElement } from 'react';
import type { CategoryCard, SiteData } from '../contract/index.js';
import { withBase } from '../lib/url.js';
import { DocIcon, FolderIcon } from './icons.js';

/** What a card says under its title: its description, else its page count. */
export function cardSummary(card: CategoryCard): string | undefined {
  if (card.description !== undefined && card.description.trim() !== '') return card.description;
  if (card.count !== undefined) return card.count === 1 ? '1 item' : `${card.count} items`;
  return undefined;
}

/** `<ul class="ssg-cards">` of `<a class="ssg-card">`. */
export function CardGrid({ site, cards }: { site: SiteData; cards: CategoryCard[] }): ReactElement {
  return (
    <ul className="ssg-cards">
      {cards.map((card) => {
        const summary = cardSummary(card);
        return (
          <li key={card.route} className="ssg-cards__item">
            <a className="ssg-card" href={withBase(site, card.route)}>
              <span className="ssg-card__icon">{card.count !== undefined ? <FolderIcon /> : <DocIcon />}</span>
              <h2 className="ssg-card__title">{card.label}</h2>
              {summary !== undefined ? <p className="ssg-card__description">{summary}</p> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
