import { Link } from "react-router";
import { useOperator } from "../legal/useOperator";
import { WorkerRegistration } from "../../lib/WorkerRegistration";
import { LanguageLinks } from "./LanguageLinks";
import { SUPPORT_EMAIL } from "./siteAddress";
import { useLocalizedPath } from "./useLocalizedPath";
import { chromeWords, type ChromeKey } from "./words/chromeWords";
import "./public.css";

/** The footer's groups of links, each kept whole on a row where it fits: the guide and the story, the reading, the legal pages (then contact). */
const FOOTER_GROUPS: readonly (readonly (readonly [to: string, label: ChromeKey])[])[] = [
  [
    ["/start", "footer.start"],
    ["/why", "footer.why"],
  ],
  [
    ["/calmkit", "footer.calmkit"],
    ["/minimalist-meditation-apps", "footer.minimalist"],
    ["/vs/calm-alternative", "footer.calm"],
    ["/vs/headspace-alternative", "footer.headspace"],
  ],
  [
    ["/privacy", "footer.privacy"],
    ["/terms", "footer.terms"],
    ["/imprint", "footer.imprint"],
  ],
];

/**
 * The footer of every public page (commercial.md §2): the start guide, the story, the free guide and the comparisons, the
 * legal pages and a way to write to us, in the page's language (a translated page's links lead to its language's pages),
 * then the language switcher; and the page's registration of the service worker (lib/WorkerRegistration.tsx).
 */
export function PublicFooter() {
  const operator = useOperator();
  const t = chromeWords.useWords();
  const localized = useLocalizedPath();
  return (
    <footer className="page public-footer">
      <div className="public-footer__inner">
        <nav aria-label="Stillpoint" className="public-footer__nav">
          {FOOTER_GROUPS.map((group, index) => (
            <ul key={index} className="public-footer__links">
              {group.map(([to, label]) => (
                <li key={to}>
                  <Link to={localized(to)}>{t(label)}</Link>
                </li>
              ))}
              {index === FOOTER_GROUPS.length - 1 && (
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{t("footer.contact")}</a>
                </li>
              )}
            </ul>
          ))}
        </nav>
        <LanguageLinks label={t("footer.languages")} />
        <p className="muted public-footer__note">{t("footer.note", { operator: operator.name })}</p>
      </div>
      <WorkerRegistration />
    </footer>
  );
}
