import { describeErrors, type ParseResult } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { useSignedInUser } from '../auth/useSignedInUser';
import { useSaveSession } from '../library/queries';
import { useStartSession } from '../session/sessionRequest';
import { recallBuilder, rememberBuilder, type BuilderConfigs, type BuilderKind } from './builderMemory';

/**
 * What both builders hold: the settings on the form and the view they open on, as this account last used them on
 * this device (builderMemory.ts); the problem the catalog's schema found in the last start or save; and the ways to
 * start and save a session.
 */
export function useBuilder<K extends BuilderKind, Mode extends string>(kind: K, modes: { readonly list: Mode; readonly custom: Mode }) {
  const user = useSignedInUser();
  const startSession = useStartSession();
  const save = useSaveSession();
  const [lastUsed] = useState(() => recallBuilder(kind, user.id));
  const [mode, setMode] = useState<Mode>(lastUsed.custom ? modes.custom : modes.list);
  const [config, setConfig] = useState<BuilderConfigs[K]>(lastUsed.config);
  const [problem, setProblem] = useState<string | null>(null);

  /**
   * A start's or save's config as the schema judged it: its value, or null with the problem shown. A valid one keeps
   * `remembered` (the form as it is) for the next time the builder opens.
   */
  const checked = <T>(result: ParseResult<T>, remembered: BuilderConfigs[K]): T | null => {
    setProblem(result.ok ? null : describeErrors(result.errors));
    if (!result.ok) return null;
    rememberBuilder(kind, user.id, { custom: true, config: remembered });
    return result.value;
  };

  /** A preset started from the list: the builder opens on the list next time, with the form as it is. */
  const rememberList = () => rememberBuilder(kind, user.id, { custom: false, config });

  return { startSession, save, mode, setMode, config, setConfig, problem, checked, rememberList };
}
