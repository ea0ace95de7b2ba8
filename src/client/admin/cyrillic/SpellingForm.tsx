import { getCyrillicPreviewQueryKey, getCyrillicSpellingsQueryKey, useUpsertCyrillicSpellingMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityForm } from '../kit/useEntityForm';
import { RulePreview } from './RulePreview';
import {
  SPELLING_SERVER_FIELDS,
  checkSpellingForm,
  emptySpellingForm,
  spellingToForm,
  spellingVariables,
  type CyrillicSpelling,
  type SpellingFormValues,
} from './spelling-form';

interface Props {
  /** The spelling to change; null for a new one. */
  spelling: CyrillicSpelling | null;
  /** After a save of a change, and on Cancel. */
  onDone: () => void;
}

/**
 * Creates or changes a Cyrillic spelling (UpsertCyrillicSpelling), with what the rule writes for the
 * Latin text as it is typed; refused values are pointed at and what was typed stays.
 */
export function SpellingForm({ spelling, onDone }: Props) {
  const t = useAdminT();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: spelling ? spellingToForm(spelling) : emptySpellingForm(),
    mutation: useUpsertCyrillicSpellingMutation(),
    check: checkSpellingForm,
    toVariables: (values: SpellingFormValues) => spellingVariables(values, spelling?.id ?? null),
    serverFields: SPELLING_SERVER_FIELDS,
    // A spelling changes what the rule's preview says for the texts holding it.
    invalidate: [getCyrillicSpellingsQueryKey(), getCyrillicPreviewQueryKey()],
    savedMessage: ({ upsertCyrillicSpelling }) => t(spelling ? 'admin.cyrillic.saved' : 'admin.cyrillic.created', { latin: upsertCyrillicSpelling.latin }),
    onSaved: spelling ? onDone : undefined,
    clearAfterSave: !spelling,
  });
  const change = (changes: Partial<SpellingFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const id = spelling ? `cyrillic-${spelling.id}` : 'cyrillic-new';
  const latinHint = t('admin.cyrillic.latinHint');
  const latinA11y = fieldA11y(`${id}-latin`, errors['latin'], latinHint);
  const previewId = `${id}-preview`;
  const title = spelling ? t('admin.cyrillic.editTitle', { latin: spelling.latin }) : t('admin.cyrillic.new');

  return (
    <form className="admin-form cyrillic-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <ErrorBox error={general} />
      <Field id={`${id}-latin`} label={t('admin.cyrillic.latin')} error={errors['latin']} hint={latinHint} required>
        <input
          {...latinA11y}
          aria-describedby={[latinA11y['aria-describedby'], previewId].filter(Boolean).join(' ')}
          value={values.latin}
          autoComplete="off"
          autoFocus={spelling !== null}
          onChange={(event) => change({ latin: event.target.value })}
        />
        <RulePreview id={previewId} latin={values.latin} />
      </Field>
      <Field id={`${id}-cyrillic`} label={t('admin.cyrillic.cyrillic')} error={errors['cyrillic']} required>
        <input
          {...fieldA11y(`${id}-cyrillic`, errors['cyrillic'])}
          lang="sr-Cyrl"
          value={values.cyrillic}
          autoComplete="off"
          onChange={(event) => change({ cyrillic: event.target.value })}
        />
      </Field>
      <div className="cyrillic-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.cyrillic.save')}
        </button>
        {spelling && (
          <button type="button" className="button" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
