import { Link } from "react-router";
import { useOperator } from "../legal/useOperator";
import { SUPPORT_EMAIL } from "./siteAddress";
import "./public.css";

/** The footer of every public page (commercial.md §2): the start guide, the story, the free guide and the comparisons, the legal pages and a way to write to us. */
export function PublicFooter() {
  const operator = useOperator();
  return (
    <footer className="page public-footer">
      <div className="public-footer__inner">
        {/* Three groups, each kept whole on a row where it fits: on a phone, the guide and the story, then the reading, then the legal pages and contact. */}
        <nav aria-label="Stillpoint" className="public-footer__nav">
          <ul className="public-footer__links">
            <li>
              <Link to="/start">Start here</Link>
            </li>
            <li>
              <Link to="/why">Why Stillpoint</Link>
            </li>
          </ul>
          <ul className="public-footer__links">
            <li>
              <Link to="/calmkit">CalmKit guide</Link>
            </li>
            <li>
              <Link to="/minimalist-meditation-apps">Minimalist apps</Link>
            </li>
            <li>
              <Link to="/vs/calm-alternative">Calm alternative</Link>
            </li>
            <li>
              <Link to="/vs/headspace-alternative">Headspace alternative</Link>
            </li>
          </ul>
          <ul className="public-footer__links">
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/imprint">Imprint</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>Contact</a>
            </li>
          </ul>
        </nav>
        <p className="muted public-footer__note">
          Stillpoint: a quiet breathing and meditation timer. Not medical advice. {`Run by ${operator.name}.`}
        </p>
      </div>
    </footer>
  );
}
