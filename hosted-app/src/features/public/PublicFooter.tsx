import { Link } from "react-router";
import { useOperator } from "../legal/useOperator";
import { WorkerRegistration } from "../../lib/WorkerRegistration";
import { SUPPORT_EMAIL } from "./siteAddress";
import "./public.css";

/** The footer's groups of links, each kept whole on a row where it fits: the guide and the story, the reading, the legal pages (then contact). */
const FOOTER_GROUPS: readonly (readonly (readonly [to: string, label: string])[])[] = [
  [
    ["/start", "Start here"],
    ["/why", "Why Stillpoint"],
  ],
  [
    ["/calmkit", "CalmKit guide"],
    ["/minimalist-meditation-apps", "Minimalist apps"],
    ["/vs/calm-alternative", "Calm alternative"],
    ["/vs/headspace-alternative", "Headspace alternative"],
  ],
  [
    ["/privacy", "Privacy"],
    ["/terms", "Terms"],
    ["/imprint", "Imprint"],
  ],
];

/**
 * The footer of every public page (commercial.md §2): the start guide, the story, the free guide and the comparisons, the
 * legal pages and a way to write to us; and the page's registration of the service worker (lib/WorkerRegistration.tsx).
 */
export function PublicFooter() {
  const operator = useOperator();
  return (
    <footer className="page public-footer">
      <div className="public-footer__inner">
        <nav aria-label="Stillpoint" className="public-footer__nav">
          {FOOTER_GROUPS.map((group, index) => (
            <ul key={index} className="public-footer__links">
              {group.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
              {index === FOOTER_GROUPS.length - 1 && (
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>Contact</a>
                </li>
              )}
            </ul>
          ))}
        </nav>
        <p className="muted public-footer__note">
          Stillpoint: a quiet breathing and meditation timer. Not medical advice. {`Run by ${operator.name}.`}
        </p>
      </div>
      <WorkerRegistration />
    </footer>
  );
}
