import { HomePage } from '../features/home/components/HomePage';

/** catalog/Home: the page at /. */
export default function Home() {
  return <HomePage />;
}
