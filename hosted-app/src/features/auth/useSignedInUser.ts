import type { User } from '@stillpoint/api/contract';
import { useOutletContext } from 'react-router';

/** The signed-in user, inside the /app screens (routes/app.tsx renders them only for one). */
export function useSignedInUser(): User {
  return useOutletContext<User>();
}
