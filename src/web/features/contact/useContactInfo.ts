import { useQuery } from '@tanstack/react-query';
import { contactInfoSchema } from '../../../shared/schemas/contact';
import { api } from '../../api/client';

/** The support address the server is configured with (SUPPORT_EMAIL); it does not change while the app runs. */
export function useContactInfo() {
  return useQuery({
    queryKey: ['contact-info'],
    queryFn: () => api('/api/contact', contactInfoSchema),
    staleTime: Infinity,
  });
}
