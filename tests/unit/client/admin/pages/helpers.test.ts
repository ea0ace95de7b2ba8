import { describe, expect, it } from 'vitest';
import type { BlockAdminFragment } from '../../../../../generated/client/graphql';
import { blockToForm, checkBlockForm, contentWithoutTexts, emptyBlockForm, formToContent, shift } from '../../../../../src/client/admin/pages/block-form';
import { menuRows, moveInList, movePage, parentOptions } from '../../../../../src/client/admin/pages/page-order';

const pages = [
  { id: '1', parent_id: null, position: 2, menu: 'HEADER' },
  { id: '2', parent_id: null, position: 1, menu: 'HEADER' },
  { id: '3', parent_id: '2', position: 1, menu: 'HEADER' },
  { id: '4', parent_id: '2', position: 2, menu: 'HEADER' },
  { id: '5', parent_id: null, position: 1, menu: 'FAQ' },
];

describe('page order', () => {
  it('lists a menu top-level page by position, each followed by its subpages', () => {
    expect(menuRows(pages, 'HEADER').map((row) => [row.page.id, row.depth])).toEqual([['2', 0], ['3', 1], ['4', 1], ['1', 0]]);
  });

  it('moves a page among its siblings only, renumbering them from 1', () => {
    expect(movePage(pages, '1', -1)).toEqual([
      { id: '1', position: 1, parent_id: null },
      { id: '2', position: 2, parent_id: null },
    ]);
    expect(movePage(pages, '4', -1)).toEqual([
      { id: '4', position: 1, parent_id: '2' },
      { id: '3', position: 2, parent_id: '2' },
    ]);
    expect(movePage(pages, '2', -1)).toBeNull();
    expect(movePage(pages, '5', 1)).toBeNull();
  });

  it('offers only top-level pages as parents, none for a page with subpages', () => {
    expect(parentOptions(pages, null).map((page) => page.id)).toEqual(['1', '2', '5']);
    expect(parentOptions(pages, pages[1]!)).toEqual([]);
    expect(parentOptions(pages, pages[0]!).map((page) => page.id)).toEqual(['2', '5']);
  });

  it('moves ids in a list', () => {
    expect(moveInList(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveInList(['a', 'b'], 'b', 1)).toBeNull();
    expect(shift(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('block form', () => {
  it('refuses a block without the content of its kind', () => {
    expect(checkBlockForm(emptyBlockForm('BRANDS'))).toEqual({ 'content.picks': 'admin.pages.blocks.error.picks' });
    expect(checkBlockForm({ ...emptyBlockForm('TEXT'), html: '<p>&nbsp;</p>' })).toEqual({ 'content.html': 'admin.pages.blocks.error.html' });
    expect(checkBlockForm({ ...emptyBlockForm('PRODUCTS_CAROUSEL'), special: 'NEW' })).toEqual({});
    expect(checkBlockForm(emptyBlockForm('CARDS'))).toEqual({ 'content.cards.0.title': 'admin.pages.blocks.error.cardTitle' });
    expect(checkBlockForm(emptyBlockForm('BLOG_CAROUSEL'))).toEqual({});
  });

  it('sends only the content of the block kind', () => {
    const picks = [{ id: '7', name: 'A' }, { id: '3', name: 'B' }];
    expect(formToContent({ ...emptyBlockForm('SLIDER'), picks })).toEqual({ banner_ids: ['7', '3'] });
    expect(formToContent({ ...emptyBlockForm('PRODUCTS_CAROUSEL'), picks })).toEqual({ product_ids: ['7', '3'] });
    expect(formToContent({ ...emptyBlockForm('PRODUCTS_CAROUSEL'), picks, special: 'ACTION' })).toEqual({ special: 'ACTION' });
    expect(formToContent({ ...emptyBlockForm('BLOG_CAROUSEL'), posts_count: 'x' })).toEqual({ posts_count: 6 });
    expect(formToContent({ ...emptyBlockForm('CARDS'), cards: [{ id: '2', title: ' T ', text: '', link: '/a', image: null }] })).toEqual({
      cards: [{ id: '2', title: 'T', text: null, link: '/a', image_id: null }],
    });
  });

  const cardsBlock = {
    id: '9',
    type: 'CARDS',
    title: 'Prednosti',
    titles: ['Prednosti', ''],
    active: true,
    content: {
      __typename: 'CardsContent',
      cards: [{ id: '4', title: 'Dostava', text: 'Besplatna', link: '/dostava', image: null, titles: ['Dostava', ''], texts: ['Besplatna', ''], links: ['/dostava', ''] }],
    },
  } as unknown as BlockAdminFragment;

  it("shows a saved block's texts as the edited language holds them, not the shop's fallback", () => {
    expect(blockToForm(cardsBlock, 0)).toMatchObject({ title: 'Prednosti', cards: [{ id: '4', title: 'Dostava', text: 'Besplatna', link: '/dostava' }] });
    expect(blockToForm(cardsBlock, 1)).toMatchObject({ title: '', cards: [{ id: '4', title: '', text: '', link: '' }] });
    const text = { ...cardsBlock, type: 'TEXT', content: { __typename: 'TextContent', html: '<p>Tekst</p>', htmls: ['<p>Tekst</p>', ''] } } as unknown as BlockAdminFragment;
    expect(blockToForm(text, 1).html).toBe('');
  });

  it('switching a block on or off sends no texts', () => {
    expect(contentWithoutTexts(cardsBlock)).toEqual({});
    const slider = { ...cardsBlock, type: 'SLIDER', content: { __typename: 'SliderContent', banners: [{ id: '3', name: 'A' }] } } as unknown as BlockAdminFragment;
    expect(contentWithoutTexts(slider)).toEqual({ banner_ids: ['3'] });
  });
});
