import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { getSearchSynonymsQueryKey, useDeleteSearchSynonymMutation, useGetSearchSynonymsQuery, useUpsertSearchSynonymMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { termsOf } from './insight-query';

const FIELDS = ['terms'] as const;

/** The search's synonym groups: each listed with a delete button, and a field to add one ("frižider, hladnjak"). */
export function SynonymsSection() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const loaded = useGetSearchSynonymsQuery();
  const save = useUpsertSearchSynonymMutation();
  const remove = useDeleteSearchSynonymMutation();
  const [text, setText] = useState('');
  const failure = save.error ? splitServerErrors(save.error, FIELDS) : null;
  const error = failure?.fields.terms;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getSearchSynonymsQueryKey() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { terms: termsOf(text) },
      {
        onSuccess: ({ upsertSearchSynonym }) => {
          setText('');
          void refresh();
          toast.success(t('admin.searchInsight.synonymAdded', { terms: upsertSearchSynonym.terms.join(', ') }));
        },
      },
    );
  };

  const groups = loaded.data?.searchSynonyms;
  return (
    <section className="search-insight-synonyms" aria-labelledby="search-synonyms-title">
      <h2 id="search-synonyms-title">{t('admin.searchInsight.synonyms')}</h2>
      <p className="admin-hint">{t('admin.searchInsight.synonymsHint')}</p>
      {loaded.isPending && <Spinner label={t('common.loading')} />}
      {loaded.isError && <ErrorBox error={loaded.error} />}
      {groups && groups.length === 0 && <p className="empty">{t('admin.searchInsight.synonymsEmpty')}</p>}
      {groups && groups.length > 0 && (
        <ul className="search-insight-groups">
          {groups.map((group) => {
            const terms = group.terms.join(', ');
            return (
              <li key={group.id}>
                <span>{terms}</span>
                <ConfirmDelete
                  label={t('admin.searchInsight.synonymDelete')}
                  name={t('admin.searchInsight.synonymDeleteName', { terms })}
                  question={t('admin.searchInsight.synonymDeleteQuestion', { terms })}
                  pending={remove.isPending}
                  error={remove.variables?.id === group.id ? remove.error : null}
                  onConfirm={() =>
                    remove.mutate(
                      { id: group.id },
                      {
                        onSuccess: () => {
                          void refresh();
                          toast.success(t('admin.searchInsight.synonymDeleted', { terms }));
                        },
                      },
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <form className="search-insight-add" onSubmit={submit} noValidate>
        <Field id="synonym-terms" label={t('admin.searchInsight.synonymTerms')} error={error}>
          <input type="text" value={text} placeholder="frižider, hladnjak" onChange={(event) => setText(event.target.value)} {...fieldA11y('synonym-terms', error)} />
        </Field>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('admin.searchInsight.synonymAdd')}
        </button>
      </form>
      {failure?.general != null && <ErrorBox error={failure.general} />}
    </section>
  );
}
