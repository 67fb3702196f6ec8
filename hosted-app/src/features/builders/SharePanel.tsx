import { useCallback, useEffect, useId, useState } from 'react';
import { builderMessages } from './builderMessages';

type Copied = 'copied' | 'failed' | null;

/**
 * The builder's share link, once made: copied to the clipboard at once where the browser allows (Share was the
 * press), with a visible word that it was, and always in a field to select and copy by hand (a browser that refuses
 * the clipboard, an older one); Copy link copies it again.
 */
export function SharePanel({ link }: { readonly link: string }) {
  const fieldId = useId();
  const t = builderMessages.useMessages();
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
      <h2 id={`${fieldId}-heading`}>{t('share.title')}</h2>
      <p className="hint">{t('share.hint')}</p>
      <div className="field">
        <label htmlFor={fieldId}>{t('share.link')}</label>
        <input id={fieldId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <p className="row">
        <button type="button" className="button button--small" onClick={copy}>
          {t('share.copy')}
        </button>
        <span role="status" className={copied === 'failed' ? 'builder-problem' : 'muted'}>
          {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.failed') : ''}
        </span>
      </p>
    </section>
  );
}
