import { useCallback, useEffect, useId, useState } from 'react';

type Copied = 'copied' | 'failed' | null;

/**
 * The builder's share link, once made: copied to the clipboard at once where the browser allows (Share was the
 * press), with a visible word that it was, and always in a field to select and copy by hand (a browser that refuses
 * the clipboard, an older one); Copy link copies it again.
 */
export function SharePanel({ link }: { readonly link: string }) {
  const fieldId = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const copy = useCallback(() => {
    setCopied(null);
    const writing = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('No clipboard'));
    writing.then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  }, [link]);
  useEffect(copy, [copy]);
  return (
    <section className="card builder-card share-panel" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Share this sit</h2>
      <p className="hint">Anyone with the link can see the program and sit it, without an account. It carries the segments, their bells, the sounds and zen mode.</p>
      <div className="field">
        <label htmlFor={fieldId}>Link</label>
        <input id={fieldId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <p className="row">
        <button type="button" className="button button--small" onClick={copy}>
          Copy link
        </button>
        <span role="status" className={copied === 'failed' ? 'builder-problem' : 'muted'}>
          {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Could not copy: select the link above and copy it.' : ''}
        </span>
      </p>
    </section>
  );
}
