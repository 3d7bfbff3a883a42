import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../api/user-query';

export function useUser() {
  return useQuery(userQuery);
}
