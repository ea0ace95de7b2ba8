import { useEffect } from 'react';
import { useNavigate } from './navigate';

/** Sends the visitor elsewhere once rendered (to sign in, from an index path); `replace` keeps the left address out of the history. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
