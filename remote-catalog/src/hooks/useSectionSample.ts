import type { Product } from '@store/shared/api';
import { useSectionSampleQuery, type SectionSampleArgs } from '@store/shared/store';
import { usePainted } from '@store/shared/ui';
import { useEffect } from 'react';

/**
 * Products for a home block (and a listing's best sellers); null while loading, [] when the API
 * fails (the block then hides). Read once the page has painted: the blocks decorate the landing,
 * whose heading comes first (a drawn home page brings the background grid's answers with it).
 */
export function useSectionSample(args: SectionSampleArgs): Product[] | null {
  const painted = usePainted();
  const { currentData, isError, error } = useSectionSampleQuery(args, { skip: !painted });
  useEffect(() => {
    if (isError) console.error(`home: failed to load ${args.section}`, error);
  }, [isError, error, args.section]);
  return isError ? [] : (currentData ?? null);
}
