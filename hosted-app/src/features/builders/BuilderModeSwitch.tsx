import { builderMessages } from './builderMessages';

/** One of a builder's two views: its name on the switch. */
export interface BuilderMode<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

/**
 * The control both builders switch views with (the presets' list, the custom form): one segmented pair of
 * pressed/unpressed buttons in a "Builder mode" group, so the breathing and meditation builders work alike.
 */
export function BuilderModeSwitch<Id extends string>({ modes, current, onChange }: { readonly modes: readonly BuilderMode<Id>[]; readonly current: Id; onChange: (mode: NoInfer<Id>) => void }) {
  const t = builderMessages.useMessages();
  return (
    <div className="builder-switch" role="group" aria-label={t('builders.mode')}>
      {modes.map((mode) => (
        <button key={mode.id} type="button" className="choice" aria-pressed={current === mode.id} onClick={() => onChange(mode.id)}>
          {mode.label}
        </button>
      ))}
    </div>
  );
}
