import { useMutation } from '@tanstack/react-query';
import type { UpdatePageContentMutation, UpdatePageMutation, UpdatePageMutationVariables } from '../../../../generated/client/graphql';
import { UpdatePageContentDocument, UpdatePageDocument } from '../../../../generated/hooks';
import { execute } from '../../lib/graphql';

export interface SavePageVariables extends UpdatePageMutationVariables {
  /** The page's text (HTML) in the edited language; sent only when it changed. */
  content?: string | undefined;
}

export interface SavedPage extends UpdatePageMutation {
  /** The text as the server kept it, when it was sent. */
  content: UpdatePageContentMutation['updatePage'] | null;
}

/**
 * The page editor's one save: its details (UpdatePage, the spec's variables) and then, when it
 * changed, its text (UpdatePageContent), so "Save page" keeps everything the form shows.
 * The answer is the saved page with the server's sanitised text.
 */
export function useSavePage() {
  return useMutation({
    mutationKey: ['SavePage'],
    mutationFn: async ({ content, ...details }: SavePageVariables): Promise<SavedPage> => {
      const saved = await execute(UpdatePageDocument, details);
      if (content === undefined) return { ...saved, content: null };
      const text = await execute(UpdatePageContentDocument, { id: details.id, page: content });
      return { ...saved, content: text.updatePage };
    },
  });
}
