import { useEffect } from 'react';

const SITE_NAME = 'Elegance';

/**
 * Sets the page title and meta description while a screen is shown (search results and shared
 * links name the product), and puts the previous ones back when it goes.
 */
export function useDocumentMeta(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = `${title} | ${SITE_NAME}`;
    if (description) meta.content = description.length > 160 ? `${description.slice(0, 157)}...` : description;
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
