import { useQuery } from '@tanstack/react-query';
import { boxesQuery } from '../api/boxes-query';

/** The user's boxes: the boxes screen, the report and search chips and the goals all read this one query. */
export function useBoxes() {
  return useQuery(boxesQuery);
}
