import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { markOnboardingSeen } from './onboardingFlag';
import { onboardingMessages } from './onboardingMessages';
import './onboarding.css';

const STEPS = [
  { title: 'onboarding.welcome', text: 'onboarding.welcomeText' },
  { title: 'onboarding.circle', text: 'onboarding.circleText' },
  { title: 'onboarding.peace', text: 'onboarding.peaceText' },
] as const;

/**
 * The first-visit overlay (commercial.md §2, §4): Welcome, Follow the Circle, Find Your Peace, with Back,
 * Next, Get Started, close and Skip. Finishing, skipping or closing stores the local flag.
 */
export default function OnboardingOverlay({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const t = onboardingMessages.useMessages();
  const last = step === STEPS.length - 1;
  const finish = () => {
    markOnboardingSeen();
    onDone();
  };
  const current = STEPS[step]!;
  return (
    <Dialog open onOpenChange={(open) => open || finish()} title={t(current.title)} description={t('onboarding.stepOf', { step: step + 1, count: STEPS.length })}>
      <div className="onboarding-overlay stack">
        <OverlayPicture step={step} />
        <p>{t(current.text)}</p>
        <ol className="onboarding-overlay__dots" aria-hidden="true">
          {STEPS.map((item, index) => (
            <li key={item.title} className={index === step ? 'is-current' : ''} />
          ))}
        </ol>
        {last && (
          <p className="hint">
            <Link to="/onboarding" onClick={finish}>
              {t('onboarding.tellUs')}
            </Link>{' '}
            {t('onboarding.tellUsAfter')}
          </p>
        )}
      </div>
      <div className="dialog__actions onboarding-overlay__actions">
        {!last && (
          <button type="button" className="button button--link onboarding-overlay__skip" onClick={finish}>
            {t('onboarding.skip')}
          </button>
        )}
        {step > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
            {t('onboarding.back')}
          </button>
        )}
        {last ? (
          <button type="button" className="button" onClick={finish}>
            {t('onboarding.getStarted')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setStep(step + 1)}>
            {t('onboarding.next')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** A calm picture for each step: the mark, the circle breathing, the still point. */
function OverlayPicture({ step }: { readonly step: number }) {
  return (
    <svg className="onboarding-overlay__picture" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle className="onboarding-overlay__ring" cx="60" cy="60" r="44" />
      {step === 1 && <circle className="onboarding-overlay__breath" cx="60" cy="60" r="30" />}
      <circle className="onboarding-overlay__point" cx="60" cy="60" r={step === 2 ? 10 : 7} />
    </svg>
  );
}
