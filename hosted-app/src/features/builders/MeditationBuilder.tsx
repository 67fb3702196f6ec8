import {
  meditationConfigForStart,
  parseMeditationConfig,
  type MeditationConfig,
  type MeditationPreset,
} from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { toast } from '../../ui/toastStore';
import { PresetDetailDialog } from '../presets/PresetDetailDialog';
import { programLink } from '../public/programLink';
import { useSdkWords } from '../../i18n/useSdkWords';
import { builderMessages } from './builderMessages';
import { BuilderHeader } from './BuilderHeader';
import { BuilderProblem } from './BuilderProblem';
import { meditationNameText } from './meditationNameText';
import type { BuilderMode } from './BuilderModeSwitch';
import { MeditationForm } from './MeditationForm';
import { meditationNotSaved, meditationSaved } from './saveToasts';
import { SharePanel } from './SharePanel';
import { StyleList } from './StyleList';
import { useBuilder } from './useBuilder';
import './builders.css';

/**
 * The Meditation Builder (core-app.md §2): it opens on "Choose a Style"; a card applies its preset and
 * switches to the custom form. Its views switch with the breathing builder's control ("Choose a Style" /
 * "Custom Builder"), which also leads back to the list: README, Decisions. The form starts the session or
 * saves it under its automatic name. Once a session was started or saved from the form, it opens on the form with
 * those settings (builderMemory.ts; README, Decisions).
 */
export function MeditationBuilder() {
  const { startSession, save, mode: view, setMode: setView, config, setConfig, problem, checked } = useBuilder('meditation', { list: 'styles', custom: 'form' });
  const t = builderMessages.useMessages();
  const sdk = useSdkWords();
  const modes: readonly BuilderMode<'styles' | 'form'>[] = [
    { id: 'styles', label: t('meditation.styles') },
    { id: 'form', label: t('builders.custom') },
  ];
  const name = meditationNameText(config, t, sdk);
  const [detail, setDetail] = useState<MeditationPreset | null>(null);
  const [link, setLink] = useState<string | null>(null);

  /** A changed form: a link made before no longer says what the form does, so it goes. */
  const changeConfig = (next: MeditationConfig) => {
    setConfig(next);
    setLink(null);
  };

  const apply = (preset: MeditationPreset) => {
    changeConfig(preset.config);
    toast({ title: t('meditation.applied', { name: sdk.text(preset.name) }), description: preset.description });
    setView('form');
  };

  /**
   * What a start or a save sends: checked with the catalog schema, bells only when enabled (§4). The form is kept for
   * next time as it is, bells switched off included, so their choices come back with them.
   */
  const forStart = (): MeditationConfig | null => checked(parseMeditationConfig(meditationConfigForStart(config)), config);

  const start = () => {
    const valid = forStart();
    if (valid) startSession({ kind: 'meditation', source: 'builder', title: name, config: valid });
  };

  /** Share: the link to the public /meditation page with this program in it, copied at once. */
  const share = () => {
    const valid = forStart();
    setLink(valid ? programLink(window.location.origin, valid) : null);
  };

  const saveSession = () => {
    const valid = forStart();
    if (valid) save.mutateAsync({ name, type: 'meditation', config: valid }).then(() => meditationSaved(name), meditationNotSaved);
  };

  return (
    <div className="builder">
      <BuilderHeader title={t('meditation.title')} modes={modes} current={view} onChange={setView} />
      {view === 'styles' ? (
        <StyleList onApply={apply} onInfo={setDetail} />
      ) : (
        <>
          <p className="session-name" aria-live="polite">
            <span className="muted">{t('meditation.session')}</span> <strong>{name}</strong>
          </p>
          <div className="builder-form">
            <MeditationForm config={config} onChange={changeConfig} />
          </div>
          <BuilderProblem problem={problem} />
          <div className="row builder-actions">
            <button type="button" className="button" onClick={start}>
              {t('meditation.start')}
            </button>
            <button type="button" className="button button--quiet" onClick={saveSession} disabled={save.isPending} aria-busy={save.isPending}>
              {t('meditation.save')}
            </button>
            <button type="button" className="button button--quiet" onClick={share}>
              {t('meditation.share')}
            </button>
          </div>
          {link && <SharePanel link={link} />}
        </>
      )}
      <PresetDetailDialog preset={detail} onOpenChange={(open) => open || setDetail(null)} />
    </div>
  );
}
