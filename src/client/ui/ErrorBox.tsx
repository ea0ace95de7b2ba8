import { GraphQLRequestError } from '../lib/graphql';

/** Spec §8's red box: the request's message, or each GraphQL error on its own line. */
export function ErrorBox({ error, message }: { error?: unknown; message?: string }) {
  const text =
    message ??
    (error instanceof GraphQLRequestError || error instanceof Error ? error.message : error == null ? '' : String(error));
  if (!text) return null;
  return (
    <div role="alert" className="error-box">
      {text.split('\n').map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
