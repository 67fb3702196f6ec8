import type { ReactNode } from 'react';

/**
 * One of the landing page's sections: its anchor (`id`, which the top bar links to), a heading the section is
 * named by, the tagline under it, then its content.
 */
export function LandingSection({ id, title, tagline, children }: { readonly id: string; readonly title: string; readonly tagline: ReactNode; readonly children: ReactNode }) {
  return (
    <section id={id} className="landing-section" aria-labelledby={`${id}-heading`}>
      <div className="landing-section__intro">
        <h2 id={`${id}-heading`}>{title}</h2>
        <p className="tagline">{tagline}</p>
      </div>
      {children}
    </section>
  );
}
