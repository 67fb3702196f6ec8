import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  noindex?: boolean;
  canonicalPath?: string;
}

const PRODUCT = 'Stillpoint';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Title, description, robots and canonical link of a page (core-app.md §2, "Search metadata"). */
export function usePageMeta({ title, description, noindex = false, canonicalPath }: PageMeta) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT}`;
    if (description) setMeta('description', description);
    setMeta('robots', noindex ? 'noindex, nofollow' : 'index, follow, max-snippet:-1, max-image-preview:large');
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(canonicalPath ?? window.location.pathname, window.location.origin).href;
  }, [title, description, noindex, canonicalPath]);
}
