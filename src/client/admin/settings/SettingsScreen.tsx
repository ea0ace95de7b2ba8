import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { GetAdminSettingsQuery, ImageFragment } from '../../../../generated/client/graphql';
import { getAdminSettingsQueryKey, useGetAdminSettingsQuery, useUpsertSettingMutation } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ImageField } from '../kit/ImageField';
import { useAdminT } from '../i18n/useAdminT';
import { useLanguageName } from '../kit/useFormErrors';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { FAVICON_FIELD, LOGO_FIELD } from '../../../shared/rules/brand-images';
import { BrandImageField, brandImageRefused } from './BrandImageField';
import {
  BRAND_FIELDS,
  checkEmailList,
  CONTACT_FIELDS,
  IMAGE_FIELDS,
  normalizeEmailList,
  ORDERS_EMAIL_FIELD,
  SEO_FIELDS,
  SEO_IMAGE_FIELD,
  SETTINGS_FIELDS,
  type ImageSettingField,
  type SettingsField,
} from './settings-model';
import './settings.css';

type Setting = GetAdminSettingsQuery['settings'][number];
type Values = Record<SettingsField, string>;
type Images = Record<ImageSettingField, ImageFragment | null>;

/** /cms/settings: the shop's brand (name, logo, favicon), default SEO per language, its contacts and the orders e-mail list. */
export default function SettingsScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.settings.title'));
  const { lang } = useSession();
  const settings = useGetAdminSettingsQuery();
  return (
    <section className="admin-screen settings-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.settings.title')}</h1>
      </div>
      {settings.isError && <ErrorBox error={settings.error} />}
      {settings.isPending && <Spinner label={t('common.loading')} />}
      {settings.data && <SettingsForm key={lang} lang={lang} settings={settings.data.settings} />}
    </section>
  );
}

function SettingsForm({ lang, settings }: { lang: number; settings: readonly Setting[] }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const byField = new Map(settings.map((setting) => [setting.field, setting]));
  const valueOf = (field: string) => byField.get(field)?.values[lang] ?? byField.get(field)?.value ?? '';
  const initial = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, valueOf(field)])) as Values;
  const [values, setValues] = useState<Values>(initial);
  const initialImages = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, byField.get(field)?.image ?? null])) as Images;
  const [images, setImages] = useState<Images>(initialImages);
  const setImage = (field: ImageSettingField) => (image: ImageFragment | null) => setImages((current) => ({ ...current, [field]: image }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const upsert = useUpsertSettingMutation();
  const language = useLanguageName();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const { invalid } = checkEmailList(values[ORDERS_EMAIL_FIELD]);
    if (invalid.length > 0) {
      setErrors({ [ORDERS_EMAIL_FIELD]: t('rule.invalidEmailList') });
      return;
    }
    // The logo or favicon field says already what is wrong with the chosen image.
    if (brandImageRefused(LOGO_FIELD, images[LOGO_FIELD]) || brandImageRefused(FAVICON_FIELD, images[FAVICON_FIELD])) return;
    setErrors({});
    const next = { ...values, [ORDERS_EMAIL_FIELD]: normalizeEmailList(values[ORDERS_EMAIL_FIELD]) };
    const changed = SETTINGS_FIELDS.filter((field) => next[field].trim() !== initial[field].trim());
    const changedImages = IMAGE_FIELDS.filter((field) => (images[field]?.id ?? null) !== (initialImages[field]?.id ?? null));
    setSaving(true);
    const failed: Record<string, string> = {};
    let other: unknown = null;
    for (const field of changed) {
      try {
        await upsert.mutateAsync({ id: byField.get(field)?.id ?? null, field, value: next[field].trim() });
      } catch (error) {
        const split = splitServerErrors(error, ['value']);
        if (split.fields['value']) failed[field] = split.fields['value'];
        else other = split.general;
      }
    }
    for (const field of changedImages) {
      try {
        await upsert.mutateAsync({ id: byField.get(field)?.id ?? null, field, image_id: images[field]?.id ?? null });
      } catch (error) {
        const split = splitServerErrors(error, ['image_id']);
        if (split.fields['image_id']) failed[field] = split.fields['image_id'];
        else other = split.general;
      }
    }
    setSaving(false);
    setErrors(failed);
    setGeneral(other);
    if (Object.keys(failed).length === 0 && !other) {
      setValues(next);
      toast.success(changed.length || changedImages.length ? t('admin.settings.saved', { language }) : t('admin.settings.unchanged'));
    }
    void queryClient.invalidateQueries({ queryKey: getAdminSettingsQueryKey() });
  };

  const input = (field: SettingsField, { multiline = false, hint }: { multiline?: boolean; hint?: string } = {}) => {
    const id = `setting-${field}`;
    const common = {
      ...fieldA11y(id, errors[field], hint),
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    };
    return (
      <Field id={id} label={t(`admin.settings.field.${field}`)} error={errors[field]} hint={hint}>
        {multiline ? <textarea rows={3} {...common} /> : <input type={field === 'email' ? 'email' : 'text'} {...common} />}
      </Field>
    );
  };

  return (
    <form className="admin-form settings-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="admin-hint">{t('admin.settings.languageHint', { language })}</p>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.settings.brand')}</legend>
        {BRAND_FIELDS.map((field) => (
          <div key={field}>{input(field, { hint: t('admin.settings.siteNameHint') })}</div>
        ))}
        <BrandImageField field={LOGO_FIELD} image={images[LOGO_FIELD]} error={errors[LOGO_FIELD]} onChange={setImage(LOGO_FIELD)} />
        <BrandImageField field={FAVICON_FIELD} image={images[FAVICON_FIELD]} error={errors[FAVICON_FIELD]} onChange={setImage(FAVICON_FIELD)} />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.settings.seo', { language })}</legend>
        {input(SEO_FIELDS[0])}
        {input(SEO_FIELDS[1], { multiline: true })}
        {input(SEO_FIELDS[2], { hint: t('admin.settings.keywordsHint') })}
        <ImageField id="setting-share-image" label={t('admin.settings.field.share_image')} image={images[SEO_IMAGE_FIELD]} error={errors[SEO_IMAGE_FIELD]} onChange={setImage(SEO_IMAGE_FIELD)} />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.settings.contacts')}</legend>
        {CONTACT_FIELDS.map((field) => (
          <div key={field}>{input(field, { multiline: field === 'address' || field === 'working_hours' })}</div>
        ))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.settings.orders')}</legend>
        {input(ORDERS_EMAIL_FIELD, { hint: t('admin.settings.ordersEmailHint') })}
      </fieldset>
      <ErrorBox error={general} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.settings.save', { language })}
        </button>
      </div>
    </form>
  );
}
