import { Link } from 'react-router';

/** The Stillpoint mark (a ring around a still point) and name, linking home. */
export function Brand() {
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle className="brand__track" cx="16" cy="16" r="10.5" />
        <circle className="brand__ring" cx="16" cy="16" r="10.5" />
        <circle className="brand__point" cx="16" cy="16" r="3" />
      </svg>
      <span>Stillpoint</span>
    </Link>
  );
}
