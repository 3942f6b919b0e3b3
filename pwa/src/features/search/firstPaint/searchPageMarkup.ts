/**
 * The landing page and the unfiltered dashboard on a phone as HTML, for the first paint
 * (src/firstPaint): the same first screen as Landing.tsx and SearchDashboard.tsx draw, with the
 * cards the caller writes, shown before the app's script has arrived. Nothing in it responds
 * until the app replaces it (the caller makes it inert).
 */
import { CATEGORIES, SEARCH_KEYWORD_MAX, SORT_OPTIONS } from '../../../lib/constants.ts';
import { formatCompact } from '../../../lib/format.ts';
import { attributes, element, textElement } from '../../../lib/html.ts';
import { categoryLabel } from '../../../lib/labels.ts';
import { searchFirstScreen as t } from '../searchTexts.ts';

const cardList = (cards: string[]) =>
  element('ul', { class: 'clip-grid' }, cards.map((card) => element('li', {}, card)).join(''));

/** Landing.tsx's first screen: the hero with its search box, the categories, the newest clips. */
export function landingMarkup(cards: string[]): string {
  const hero = element(
    'section',
    { class: 'landing-hero' },
    textElement('h1', {}, t.landing.title) +
      textElement('p', { class: 'lead' }, t.landing.intro) +
      element(
        'form',
        { class: 'landing-hero__search', role: 'search' },
        textElement('label', { class: 'visually-hidden' }, t.landing.searchLabel) +
          `<input${attributes({ type: 'search', maxlength: SEARCH_KEYWORD_MAX, placeholder: t.landing.searchPlaceholder })}>` +
          textElement('button', { type: 'submit', class: 'button' }, t.landing.searchButton),
      ),
  );
  const categories = element(
    'section',
    {},
    textElement('h2', {}, t.landing.byCategory) +
      element(
        'ul',
        { class: 'landing-chips' },
        CATEGORIES.map((category) =>
          element(
            'li',
            {},
            textElement(
              'a',
              { href: `/dashboard?category=${category}`, class: 'chip landing-chip' },
              categoryLabel(category),
            ),
          ),
        ).join(''),
      ),
  );
  const latest = element(
    'section',
    {},
    element(
      'div',
      { class: 'landing-section__head' },
      textElement('h2', {}, t.landing.latest) + textElement('a', { href: '/dashboard' }, t.landing.seeAll),
    ) + (cards.length > 0 ? cardList(cards) : textElement('p', { class: 'muted' }, t.landing.noClips)),
  );
  return element('div', { class: 'page landing' }, hero + categories + latest);
}

/** SearchDashboard.tsx's first screen on a phone with no filter: the toolbar and the first cards. */
export function dashboardMarkup(cards: string[], total: { count: number; capped: boolean }): string {
  const header = element(
    'header',
    { class: 'page__header search__header' },
    element('div', {}, textElement('h1', {}, t.title) + textElement('p', { class: 'muted' }, t.intro)),
  );
  const sort = element(
    'div',
    { class: 'field search-sort' },
    textElement('label', {}, t.sortBy) +
      element(
        'select',
        {},
        SORT_OPTIONS.map((option) =>
          textElement('option', { value: option, selected: option === 'newest' }, t.sorts[option]),
        ).join(''),
      ),
  );
  const toolbar = element(
    'div',
    { class: 'search-toolbar' },
    textElement(
      'button',
      { type: 'button', class: 'button search-toolbar__filters button--ghost' },
      t.openFilters,
    ) +
      textElement(
        'p',
        { class: 'search-toolbar__count' },
        (total.capped ? t.foundMore : t.found)(formatCompact(total.count)),
      ) +
      sort +
      element(
        'div',
        { class: 'search-toolbar__views', role: 'group', 'aria-label': t.views.label },
        textElement('button', { type: 'button', class: 'button' }, t.views.list) +
          textElement('button', { type: 'button', class: 'button button--ghost' }, t.views.map),
      ),
  );
  return element(
    'section',
    { class: 'page search' },
    header +
      element(
        'div',
        { class: 'search-layout' },
        element(
          'div',
          { class: 'search-layout__results' },
          toolbar + (cards.length > 0 ? cardList(cards) : ''),
        ),
      ),
  );
}
