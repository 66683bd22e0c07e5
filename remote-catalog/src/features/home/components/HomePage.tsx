import { lazy } from 'react';
import { Landing } from './Landing';
import { LazySection } from './LazySection';
import { NoScriptCategories } from './NoScriptCategories';

// Each block below the landing is its own chunk, fetched (with its data) as it nears the screen.
const CategoriesSection = lazy(() => import('./sections/CategoriesSection'));
const SectionShowcase = lazy(() => import('./sections/SectionShowcase'));
const WhyChooseUs = lazy(() => import('./sections/WhyChooseUs'));

/** The page at /: the landing, then categories, mens, womens, accessories, why choose us (the shell draws the footer). */
export function HomePage() {
  return (
    <>
      <Landing />
      <NoScriptCategories />
      <LazySection name="categories" reserve={560}>
        <CategoriesSection />
      </LazySection>
      <LazySection name="mens" reserve={520}>
        <SectionShowcase section="mens" tone="cream" />
      </LazySection>
      <LazySection name="womens" reserve={520}>
        <SectionShowcase section="womens" />
      </LazySection>
      <LazySection name="accessories" reserve={520}>
        <SectionShowcase section="accessories" tone="cream" />
      </LazySection>
      <LazySection name="why" reserve={320}>
        <WhyChooseUs />
      </LazySection>
    </>
  );
}
