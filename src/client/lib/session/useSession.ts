import { useContext } from 'react';
import { SessionContext, type Session } from './session-context';

export function useSession(): Session {
  return useContext(SessionContext);
}
