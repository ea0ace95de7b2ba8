import type { BannerAdminFragment, BannerPosition, ImageFragment } from '../../../../generated/client/graphql';
import { getBannersQueryKey, getBannersWithPaginationQueryKey, useDeleteBannerMutation, useUpsertBannerMutation } from '../../../../generated/hooks';
import type { LanguageId } from '../../../shared/i18n/languages';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { fromLocalInput, toLocalInput } from '../kit/admin-dates';
import { checkRequired, parsePosition } from '../kit/catalog-texts';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { ImageField } from '../kit/ImageField';
import { Translations } from '../kit/Translations';
import { SaveButton } from '../kit/SaveButton';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import { isAllowedLink } from '../../../shared/rules/link';
import { LINK_INVALID } from '../kit/rich-text/link-messages';

/** Where a banner can be shown (spec §9: shop page below the menu, product page on the right; and design blocks). */
export const BANNER_POSITIONS: readonly BannerPosition[] = ['SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK'];

export interface BannerFormValues {
  name: string;
  title: string;
  link: string;
  position: BannerPosition;
  /** As typed; '' puts a new banner last in its position. */
  sort: string;
  active: boolean;
  active_from: string;
  active_to: string;
  image: ImageFragment | null;
}

export const emptyBannerForm = (position: BannerPosition = 'SHOP_BELOW_MENU'): BannerFormValues => ({
  name: '',
  title: '',
  link: '',
  position,
  sort: '',
  active: true,
  active_from: '',
  active_to: '',
  image: null,
});

/** The form of a saved banner with its heading, link and image in the language being edited. */
export function bannerToForm(banner: BannerAdminFragment, lang: LanguageId): BannerFormValues {
  return {
    name: banner.name,
    title: banner.titles[lang] ?? '',
    link: banner.links[lang] ?? '',
    position: banner.position,
    sort: String(banner.sort),
    active: banner.active,
    active_from: toLocalInput(banner.active_from),
    active_to: toLocalInput(banner.active_to),
    image: banner.images[lang] ?? null,
  };
}

const SERVER_FIELDS = ['name', 'title', 'link', 'position', 'sort', 'active_from', 'active_to', 'image_id'];

interface Props {
  banner: BannerAdminFragment | null;
  initial: BannerFormValues;
  /** After a save or delete, with the saved banner (null after a delete). */
  onDone: (saved: BannerAdminFragment | null) => void;
}

/** A banner's form: name, position and window for all languages; heading, link and image in the admin's language. */
export function BannerForm({ banner, initial, onDone }: Props) {
  const t = useAdminT();
  const languageName = useLanguageName();
  const lists = [getBannersWithPaginationQueryKey(), getBannersQueryKey()];
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpsertBannerMutation(),
    check: (values: BannerFormValues) => {
      const found = checkRequired(values, ['name']);
      if (Number.isNaN(parsePosition(values.sort))) found['sort'] = 'admin.catalog.error.position';
      if (values.link.trim() !== '' && !isAllowedLink(values.link)) found['link'] = LINK_INVALID;
      const from = fromLocalInput(values.active_from);
      const to = fromLocalInput(values.active_to);
      if (from && to && from >= to) found['active_to'] = 'rule.invalidDateRange';
      return found;
    },
    toVariables: (values) => ({
      id: banner?.id ?? null,
      name: values.name.trim(),
      title: values.title.trim(),
      link: values.link.trim(),
      position: values.position,
      sort: parsePosition(values.sort),
      active: values.active,
      active_from: fromLocalInput(values.active_from),
      active_to: fromLocalInput(values.active_to),
      image_id: values.image?.id ?? null,
    }),
    serverFields: SERVER_FIELDS,
    invalidate: lists,
    savedMessage: ({ upsertBanner }) => t('admin.catalog.banner.saved', { name: upsertBanner.name }),
    onSaved: ({ upsertBanner }) => onDone(upsertBanner),
  });
  const remove = useEntityDelete({
    id: banner?.id,
    mutation: useDeleteBannerMutation(),
    outcome: ({ deleteBanner }) => deleteBanner,
    invalidate: lists,
    deletedMessage: t('admin.catalog.banner.deleted', { name: banner?.name ?? '' }),
    onDeleted: () => onDone(null),
  });
  const change = (changes: Partial<BannerFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const text = (field: 'name' | 'title' | 'link' | 'sort', label: string, required = false, hint?: string) => (
    <Field id={`banner-${field}`} label={label} error={errors[field]} hint={hint} required={required}>
      <input
        {...fieldA11y(`banner-${field}`, errors[field], hint)}
        type="text"
        inputMode={field === 'sort' ? 'numeric' : undefined}
        value={values[field]}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </Field>
  );
  const moment = (field: 'active_from' | 'active_to', label: string) => (
    <Field id={`banner-${field}`} label={label} error={errors[field]}>
      <input
        {...fieldA11y(`banner-${field}`, errors[field])}
        type="datetime-local"
        value={values[field]}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <form className="admin-form catalog-form" onSubmit={onSubmit} noValidate aria-label={banner ? banner.name : t('admin.catalog.banner.new')}>
      <FormProblems invalid={invalid} general={general} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.catalog.banner.section.placement')}</legend>
        {text('name', t('admin.catalog.banner.name'), true, t('admin.catalog.banner.nameHint'))}
        <Field id="banner-position" label={t('admin.catalog.banner.position')} error={errors['position']} required>
          <select
            {...fieldA11y('banner-position', errors['position'])}
            value={values.position}
            onChange={(event) => change({ position: event.target.value as BannerPosition })}
          >
            {BANNER_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {t(`admin.catalog.banner.position.${position}`)}
              </option>
            ))}
          </select>
        </Field>
        {text('sort', t('admin.catalog.banner.sort'), false, t('admin.catalog.banner.sortHint'))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.status')}</legend>
        <label className="admin-check">
          <input type="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
          {t('product.field.active')}
        </label>
        {moment('active_from', t('product.field.active_from'))}
        {moment('active_to', t('product.field.active_to'))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.texts', { language: languageName })}</legend>
        <p className="admin-hint">{t('admin.catalog.textsHint')}</p>
        {text('title', t('admin.catalog.banner.title'))}
        {text('link', t('admin.catalog.banner.link'), false, t('admin.catalog.banner.linkHint'))}
      </fieldset>
      <ImageField
        id="banner-image"
        tab="banners"
        label={t('admin.catalog.banner.image', { language: languageName })}
        image={values.image}
        error={errors['image_id']}
        onChange={(image) => change({ image })}
      />
      {banner && (
        <Translations
          rows={[
            { label: t('admin.catalog.banner.title'), values: banner.titles },
            { label: t('admin.catalog.banner.link'), values: banner.links },
            { label: t('admin.catalog.banner.imageShort'), values: banner.images.map((image) => image?.name) },
          ]}
        />
      )}
      <SaveButton saving={saving} languageName={languageName}>
        <button type="button" className="button" onClick={() => onDone(banner)}>
          {t('common.cancel')}
        </button>
      </SaveButton>
      {banner && (
        <ConfirmDelete
          label={t('admin.catalog.banner.delete')}
          question={t('admin.catalog.banner.deleteQuestion', { name: banner.name })}
          {...remove}
        />
      )}
    </form>
  );
}
