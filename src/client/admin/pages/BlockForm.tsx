import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { BlockAdminFragment, BlockType, SpecialListing } from '../../../../generated/client/graphql';
import {
  useGetBannersWithPaginationQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
  useGetProductsWithPaginationQuery,
  useUpsertBlockMutation,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { ImageField } from '../kit/ImageField';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { RichTextEditor } from '../kit/rich-text/RichTextEditor';
import { PickList } from './PickList';
import {
  SPECIAL_LISTINGS,
  blockToForm,
  checkBlockForm,
  emptyBlockForm,
  emptyCard,
  formToContent,
  shift,
  type BlockFormValues,
  type CardValues,
  type Pick,
} from './block-form';

const PICKER_LIMIT = 200;

interface Props {
  pageId: string;
  /** The block to change; null for a new one of `type`. */
  block: BlockAdminFragment | null;
  type: BlockType;
  onSaved(block: BlockAdminFragment): void;
  onCancel(): void;
}

/** A block's heading, switch and content of its kind, saved with UpsertBlock in the admin's language. */
export function BlockForm({ pageId, block, type, onSaved, onCancel }: Props) {
  const t = useAdminT();
  const { lang } = useSession();
  const save = useUpsertBlockMutation();
  const [values, setValues] = useState<BlockFormValues>(() => (block ? blockToForm(block, lang) : emptyBlockForm(type)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = (changes: Partial<BlockFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const prefix = `block-${block?.id ?? 'new'}`;
  const typeName = t(`admin.pages.blocks.type.${values.type}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBlockForm(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(
      { id: block?.id ?? null, page_id: pageId, type: values.type, title: values.title.trim(), active: values.active, content: formToContent(values) },
      {
        onSuccess: ({ upsertBlock }) => {
          toast.success(t('admin.pages.blocks.saved', { name: t('admin.pages.blocks.name', { type: typeName, title: upsertBlock.title || t('admin.pages.blocks.untitled') }) }));
          onSaved(upsertBlock);
        },
      },
    );
  };

  const serverFields = ['title', 'content.html', 'content.banner_ids', 'content.product_ids', 'content.category_ids', 'content.brand_ids', 'content.cards', 'content.posts_count'];
  values.cards.forEach((_, index) => serverFields.push(`content.cards.${index}.title`, `content.cards.${index}.link`));
  const server = save.isError ? splitServerErrors(save.error, serverFields) : { fields: {} as Record<string, string>, general: null };
  const picksError =
    problems['content.picks'] ??
    server.fields['content.banner_ids'] ??
    server.fields['content.product_ids'] ??
    server.fields['content.category_ids'] ??
    server.fields['content.brand_ids'];
  const errors = { ...server.fields, ...problems };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={block ? typeName : t('admin.pages.blocks.new', { type: typeName })}>
      {block === null && <h3>{t('admin.pages.blocks.new', { type: typeName })}</h3>}
      {server.general != null && <ErrorBox error={server.general} />}
      <Field id={`${prefix}-title`} label={t('admin.pages.blocks.field.title')} error={errors['title']}>
        <input {...fieldA11y(`${prefix}-title`, errors['title'])} value={values.title} onChange={(event) => change({ title: event.target.value })} />
      </Field>
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
        {t('admin.pages.blocks.field.active')}
      </label>
      <BlockContentFields prefix={prefix} values={values} errors={errors} picksError={picksError} change={change} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('admin.pages.blocks.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

interface ContentProps {
  prefix: string;
  values: BlockFormValues;
  errors: Record<string, string>;
  picksError: string | undefined;
  change(changes: Partial<BlockFormValues>): void;
}

function BlockContentFields({ prefix, values, errors, picksError, change }: ContentProps) {
  const t = useAdminT();
  const setPicks = (picks: Pick[]) => change({ picks });
  switch (values.type) {
    case 'SLIDER':
    case 'BANNERS':
      return <BannerPicks picks={values.picks} error={picksError} onChange={setPicks} />;
    case 'CATEGORIES':
      return <CategoryPicks picks={values.picks} error={picksError} onChange={setPicks} />;
    case 'BRANDS':
      return <BrandPicks picks={values.picks} error={picksError} onChange={setPicks} />;
    case 'PRODUCTS_CAROUSEL':
      return (
        <>
          <Field id={`${prefix}-special`} label={t('admin.pages.blocks.special')}>
            <select id={`${prefix}-special`} value={values.special} onChange={(event) => change({ special: event.target.value as SpecialListing | '' })}>
              <option value="">{t('admin.pages.blocks.special.none')}</option>
              {SPECIAL_LISTINGS.map((special) => (
                <option key={special} value={special}>
                  {t(`admin.pages.blocks.special.${special}`)}
                </option>
              ))}
            </select>
          </Field>
          {values.special === '' && <ProductPicks prefix={prefix} picks={values.picks} error={picksError} onChange={setPicks} />}
        </>
      );
    case 'TEXT':
      return (
        <>
          {errors['content.html'] && (
            <p className="admin-field-error" role="alert">
              {errors['content.html']}
            </p>
          )}
          <RichTextEditor id={`${prefix}-html`} label={t('admin.pages.blocks.text')} value={values.html} onChange={(html) => change({ html })} />
        </>
      );
    case 'BLOG_CAROUSEL':
      return (
        <Field id={`${prefix}-posts`} label={t('admin.pages.blocks.postsCount')} error={errors['content.posts_count']}>
          <input
            {...fieldA11y(`${prefix}-posts`, errors['content.posts_count'])}
            type="number"
            min={1}
            inputMode="numeric"
            value={values.posts_count}
            onChange={(event) => change({ posts_count: event.target.value })}
          />
        </Field>
      );
    case 'CARDS':
      return <CardsFields prefix={prefix} cards={values.cards} errors={errors} onChange={(cards) => change({ cards })} />;
    default:
      return null;
  }
}

function BannerPicks({ picks, error, onChange }: { picks: Pick[]; error?: string | undefined; onChange(picks: Pick[]): void }) {
  const t = useAdminT();
  const banners = useGetBannersWithPaginationQuery({ position: 'BLOCK', first: PICKER_LIMIT });
  const options = (banners.data?.bannersWithPagination.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <>
      {banners.isError && <ErrorBox error={banners.error} />}
      <PickList label={t('admin.pages.blocks.banners')} picks={picks} options={options} error={error} onChange={onChange} />
    </>
  );
}

function CategoryPicks({ picks, error, onChange }: { picks: Pick[]; error?: string | undefined; onChange(picks: Pick[]): void }) {
  const t = useAdminT();
  const categories = useGetCategoriesQuery({});
  const options = (categories.data?.categories ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <>
      {categories.isError && <ErrorBox error={categories.error} />}
      <PickList label={t('admin.pages.blocks.categories')} picks={picks} options={options} error={error} onChange={onChange} />
    </>
  );
}

function BrandPicks({ picks, error, onChange }: { picks: Pick[]; error?: string | undefined; onChange(picks: Pick[]): void }) {
  const t = useAdminT();
  const brands = useGetBrandsQuery({});
  const options = (brands.data?.brands ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <>
      {brands.isError && <ErrorBox error={brands.error} />}
      <PickList label={t('admin.pages.blocks.brands')} picks={picks} options={options} error={error} onChange={onChange} />
    </>
  );
}

function ProductPicks({ prefix, picks, error, onChange }: { prefix: string; picks: Pick[]; error?: string | undefined; onChange(picks: Pick[]): void }) {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useGetProductsWithPaginationQuery({ search: term, first: 10 }, { enabled: term.length > 0 });
  const chosen = new Set(picks.map((pick) => pick.id));
  const results = (found.data?.productsWithPagination.data ?? []).filter((product) => !chosen.has(product.id));
  const finder = (
    <div className="admin-field">
      <label htmlFor={`${prefix}-product-search`}>{t('admin.pages.blocks.search')}</label>
      <input id={`${prefix}-product-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {found.isError && <ErrorBox error={found.error} />}
      {term && found.data && (
        <ul className="block-picks" aria-live="polite">
          {results.length === 0 && <li>{t('admin.pages.blocks.noResults')}</li>}
          {results.map((product) => (
            <li key={product.id}>
              <span>
                {product.name} <small>({product.code})</small>
              </span>
              <button type="button" className="button" onClick={() => onChange([...picks, { id: product.id, name: product.name }])}>
                {t('admin.pages.blocks.addPick', { name: product.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return <PickList label={t('admin.pages.blocks.products')} picks={picks} options={[]} error={error} onChange={onChange} finder={finder} />;
}

function CardsFields({ prefix, cards, errors, onChange }: { prefix: string; cards: CardValues[]; errors: Record<string, string>; onChange(cards: CardValues[]): void }) {
  const t = useAdminT();
  const update = (index: number, changes: Partial<CardValues>) => onChange(cards.map((card, at) => (at === index ? { ...card, ...changes } : card)));
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('admin.pages.blocks.cards')}</legend>
      {errors['content.cards'] && (
        <p className="admin-field-error" role="alert">
          {errors['content.cards']}
        </p>
      )}
      {cards.map((card, index) => {
        const n = index + 1;
        const id = `${prefix}-card-${index}`;
        const titleError = errors[`content.cards.${index}.title`];
        const linkError = errors[`content.cards.${index}.link`];
        return (
          <div key={index} className="block-card-item" role="group" aria-label={t('admin.pages.blocks.card', { n })}>
            <Field id={`${id}-title`} label={t('admin.pages.blocks.card.title', { n })} error={titleError} required>
              <input {...fieldA11y(`${id}-title`, titleError)} value={card.title} onChange={(event) => update(index, { title: event.target.value })} />
            </Field>
            <Field id={`${id}-text`} label={t('admin.pages.blocks.card.text', { n })}>
              <textarea id={`${id}-text`} rows={2} value={card.text} onChange={(event) => update(index, { text: event.target.value })} />
            </Field>
            <Field id={`${id}-link`} label={t('admin.pages.blocks.card.link', { n })} error={linkError}>
              <input {...fieldA11y(`${id}-link`, linkError)} value={card.link} onChange={(event) => update(index, { link: event.target.value })} />
            </Field>
            <ImageField id={`${id}-image`} tab="pages" label={t('admin.pages.blocks.card.image', { n })} image={card.image} onChange={(image) => update(index, { image })} />
            <div className="block-actions">
              <button type="button" className="button" aria-label={t('admin.pages.blocks.pickUp', { name: t('admin.pages.blocks.card', { n }) })} disabled={index === 0} onClick={() => onChange(shift(cards, index, -1))}>
                ↑
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('admin.pages.blocks.pickDown', { name: t('admin.pages.blocks.card', { n }) })}
                disabled={index === cards.length - 1}
                onClick={() => onChange(shift(cards, index, 1))}
              >
                ↓
              </button>
              <button type="button" className="button" onClick={() => onChange(cards.filter((_, at) => at !== index))}>
                {t('admin.pages.blocks.card.remove', { n })}
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...cards, emptyCard()])}>
        {t('admin.pages.blocks.card.add')}
      </button>
    </fieldset>
  );
}
