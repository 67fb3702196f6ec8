import { parseBreathingConfig, type BreathingConfig, type BreathingPreset } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { builderMessages } from './builderMessages';
import { BuilderHeader } from './BuilderHeader';
import { BuilderProblem } from './BuilderProblem';
import type { BuilderMode } from './BuilderModeSwitch';
import { PatternForm } from './PatternForm';
import { SavedPatterns } from './SavedPatterns';
import { SavePatternPanel } from './SavePatternPanel';
import { patternNotSaved, patternSaved } from './saveToasts';
import { SoundSettings, type SoundSettingsValue } from './SoundSettings';
import { TechniqueList } from './TechniqueList';
import { useBuilder } from './useBuilder';
import './builders.css';

/**
 * The Breathing Builder (core-app.md §2): it opens on "Choose a Technique" (a preset starts at once, with the
 * sound settings above the list); "Custom Builder" switches to the custom pattern, then its sound, which
 * starts, or saves through the Save Pattern panel. It opens as it was last used (builderMemory.ts): the custom form
 * when a custom pattern was run or saved, with that pattern and the sound last chosen.
 */
export function BreathingBuilder() {
  const { startSession, save, mode, setMode, config, setConfig, problem, checked, rememberList } = useBuilder('breathing', { list: 'techniques', custom: 'custom' });
  const t = builderMessages.useMessages();
  const modes: readonly BuilderMode<'techniques' | 'custom'>[] = [
    { id: 'techniques', label: t('breathing.techniques') },
    { id: 'custom', label: t('builders.custom') },
  ];
  const [savePanelOpen, setSavePanelOpen] = useState(false);
  /** The name the pattern on the form was saved under: a run of that very pattern is that session, named so. */
  const [savedAs, setSavedAs] = useState<{ readonly name: string; readonly config: BreathingConfig } | null>(null);
  const sound: SoundSettingsValue = { ambient: config.ambient, notificationsEnabled: config.notificationsEnabled, notificationSound: config.notificationSound };

  const soundSettings = <SoundSettings value={sound} onChange={(next) => setConfig({ ...config, ...next })} />;

  /** A technique keeps the sound chosen for it, and the custom pattern as it was. */
  const startPreset = (preset: BreathingPreset) => {
    rememberList();
    startSession({ kind: 'breathing', source: 'preset', title: preset.name, technique: preset.id, config: { ...preset.config, ...sound } });
  };

  /** The custom config, checked with the catalog schema (the sliders keep it in bounds; this says so if not), kept for next time. */
  const checkedConfig = (): BreathingConfig | null => {
    const result = parseBreathingConfig(config);
    return checked(result, result.ok ? result.value : config);
  };

  const startCustom = () => {
    const valid = checkedConfig();
    if (valid) startSession({ kind: 'breathing', source: 'builder', title: savedAs?.config === config ? savedAs.name : 'Custom Breathing', config: valid });
  };

  const savePattern = (name: string) => {
    const valid = checkedConfig();
    if (!valid) return;
    const saved = () => {
      patternSaved();
      setSavedAs({ name, config });
      setSavePanelOpen(false);
    };
    save.mutateAsync({ name, type: 'breathing', config: valid }).then(saved, patternNotSaved);
  };

  return (
    <div className="builder">
      <BuilderHeader title={t('breathing.title')} modes={modes} current={mode} onChange={setMode} />
      {mode === 'techniques' ? (
        <>
          {/* Picking a technique starts it at once (§2), so its sound is set first, above the list. */}
          {soundSettings}
          <TechniqueList onPick={startPreset} />
        </>
      ) : (
        <>
          <div className="builder-form builder-form--pair">
            <PatternForm config={config} onChange={setConfig} />
            {soundSettings}
          </div>
          <BuilderProblem problem={problem} />
          <div className="row builder-actions">
            <button type="button" className="button" onClick={startCustom}>
              {t('breathing.start')}
            </button>
            <button type="button" className="button button--quiet" aria-expanded={savePanelOpen} onClick={() => setSavePanelOpen(!savePanelOpen)}>
              {t('breathing.savePattern')}
            </button>
          </div>
          {savePanelOpen && <SavePatternPanel saving={save.isPending} onSave={savePattern} />}
        </>
      )}
      <SavedPatterns />
    </div>
  );
}
