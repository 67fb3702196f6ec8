import type { ComponentProps, ReactNode } from 'react';

/**
 * One of the landing page's sections: its anchor (`id`, which the top bar links to), a heading the section is
 * named by, the tagline under it, then its content; any other attribute goes on the section (`hidden`, `data-*`).
 */
export function LandingSection({
  id,
  title,
  tagline,
  children,
  ...attributes
}: { readonly id: string; readonly title: string; readonly tagline: ReactNode; readonly children: ReactNode } & Omit<ComponentProps<'section'>, 'id' | 'title' | 'children'>) {
  return (
    <section {...attributes} id={id} className="landing-section" aria-labelledby={`${id}-heading`}>
      <div className="landing-section__intro">
        <h2 id={`${id}-heading`}>{title}</h2>
        <p className="tagline">{tagline}</p>
      </div>
      {children}
    </section>
  );
}
