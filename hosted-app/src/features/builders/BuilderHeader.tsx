import { useNavigate } from 'react-router';
import { builderMessages } from './builderMessages';
import { BuilderModeSwitch, type BuilderMode } from './BuilderModeSwitch';

/** The top of both builders: "← Back" to the Build page, the builder's title, and the switch between its two views. */
export function BuilderHeader<Id extends string>({ title, modes, current, onChange }: { readonly title: string; readonly modes: readonly BuilderMode<Id>[]; readonly current: Id; onChange: (mode: NoInfer<Id>) => void }) {
  const navigate = useNavigate();
  const t = builderMessages.useMessages();
  return (
    <>
      <p>
        <button type="button" className="button button--ghost button--small" onClick={() => void navigate('/app/build')}>
          {t('builders.back')}
        </button>
      </p>
      <h1>{title}</h1>
      <BuilderModeSwitch modes={modes} current={current} onChange={onChange} />
    </>
  );
}
