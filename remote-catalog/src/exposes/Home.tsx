import { Landing } from '../features/home/components/Landing';

/** catalog/Home: the page at /. */
export default function Home() {
  return <Landing />;
}
