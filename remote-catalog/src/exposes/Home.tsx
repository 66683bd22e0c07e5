import { sharedEndpoints, type PagePrefetch } from '@store/shared/store';
import { FIRST_SCREEN_READS } from '../features/home/homeReads';
import { HomePage } from '../features/home/components/HomePage';

/**
 * What the render server reads before drawing this page: its first screens' products. They
 * come with the page, so the home asks the API nothing while it loads (they still draw their
 * pictures only after the first paint).
 */
export const prefetch: PagePrefetch = (_page, dispatch) => {
  for (const args of FIRST_SCREEN_READS) void dispatch(sharedEndpoints.endpoints.sectionSample.initiate(args));
};

/** catalog/Home: the page at /. */
export default function Home() {
  return <HomePage />;
}
