import type { CyrillicSpellingItemFragment, UpsertCyrillicSpellingMutationVariables } from '../../../../generated/client/graphql';

export type CyrillicSpelling = CyrillicSpellingItemFragment;

/** The API's bound on both texts (schema/cyrillic.graphql, @length), checked here so nothing too long is sent. */
export const SPELLING_MAX_LENGTH = 255;

/** The arguments the server may point an error at, each a field of the form. */
export const SPELLING_SERVER_FIELDS = ['latin', 'cyrillic'] as const;

/** What the form holds, as typed. */
export interface SpellingFormValues {
  latin: string;
  cyrillic: string;
}

export const emptySpellingForm = (): SpellingFormValues => ({ latin: '', cyrillic: '' });

export const spellingToForm = (spelling: CyrillicSpelling): SpellingFormValues => ({ latin: spelling.latin, cyrillic: spelling.cyrillic });

/** Counted in characters, as the server counts them, so a letter outside UTF-16's first plane is one. */
const tooLong = (text: string) => [...text.trim()].length > SPELLING_MAX_LENGTH;

/** Problems the form can see before sending, as admin text keys by field. */
export function checkSpellingForm(values: SpellingFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of SPELLING_SERVER_FIELDS) {
    if (!values[field].trim()) problems[field] = 'form.required';
    else if (tooLong(values[field])) problems[field] = 'admin.cyrillic.error.tooLong';
  }
  return problems;
}

/** UpsertCyrillicSpelling's variables: without an id it creates; spaces around either text are not part of it. */
export function spellingVariables(values: SpellingFormValues, id: string | null): UpsertCyrillicSpellingMutationVariables {
  return { id, latin: values.latin.trim(), cyrillic: values.cyrillic.trim() };
}
