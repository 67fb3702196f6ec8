import type { OnboardingExperience, OnboardingGoal, OnboardingTime, User } from '@stillpoint/api/contract';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useMessages } from '../../i18n/useMessages';
import { apiErrorText } from '../../lib/apiErrorText';
import { Brand } from '../../ui/Brand';
import { toast } from '../../ui/toastStore';
import { profileMessages } from '../profile/profileMessages';
import { useUpdatePreferences } from '../profile/queries';
import type { OnboardingMessageKey } from './messages/en';
import { onboardingMessages } from './onboardingMessages';
import './onboarding.css';

const GOALS: readonly OnboardingGoal[] = ['stress', 'focus', 'energy', 'sleep'];
const EXPERIENCE: readonly OnboardingExperience[] = ['beginner', 'some', 'regular'];
const TIME: readonly OnboardingTime[] = ['5min', '10min', '15min'];

interface Answers {
  goal: OnboardingGoal | null;
  experience: OnboardingExperience | null;
  timeCommitment: OnboardingTime | null;
}

/**
 * The onboarding page (commercial.md §2): goal, experience, time, each step's Continue disabled until a
 * choice is made, "Step n of 3" and a percentage, Back from step 2. Beyond the spec, the answers are kept on
 * the user (the defaults of mood recommendations); then the app goes to /paywall.
 */
export function OnboardingPage({ user }: { readonly user: User }) {
  const navigate = useNavigate();
  const update = useUpdatePreferences();
  const [step, setStep] = useState(1);
  const t = onboardingMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
  const core = useMessages();
  const settings = profileMessages.useMessages();
  const locale = useLocale();
  const [answers, setAnswers] = useState<Answers>({ goal: user.goal, experience: user.experience, timeCommitment: user.timeCommitment });
  const questions = [
    { key: 'goal', title: 'onboarding.goal', options: GOALS },
    { key: 'experience', title: 'onboarding.experience', options: EXPERIENCE },
    { key: 'timeCommitment', title: 'onboarding.time', options: TIME },
  ] as const;
  const question = questions[step - 1]!;
  const title = t(question.title);
  const optionLabel = (value: string) => t(`${question.title}.${value}` as OnboardingMessageKey);
  const chosen = answers[question.key];
  const percent = Math.round((step / questions.length) * 100);

  const next = async () => {
    if (step < questions.length) return setStep(step + 1);
    try {
      await update.mutateAsync(answers);
      void navigate('/paywall');
    } catch (error) {
      toast({ title: settings('profile.saveFailed'), description: apiErrorText(error, core('common.tryAgain')), variant: 'destructive' });
    }
  };

  return (
    <>
      <header className="page masthead">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="page page--narrow onboarding">
        <div className="onboarding__progress">
          <p>
            {t('onboarding.stepOf', { step, count: questions.length })}{' '}
            <span className="muted">{t('onboarding.percent', { percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100) })}</span>
          </p>
          <div className="onboarding__bar" role="progressbar" aria-label={t('onboarding.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="onboarding__fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <fieldset className="onboarding__question">
          <legend>
            <h1>{title}</h1>
          </legend>
          <div className="onboarding__options" role="radiogroup" aria-label={title}>
            {question.options.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={chosen === option}
                className="choice onboarding__option"
                onClick={() => setAnswers({ ...answers, [question.key]: option })}
              >
                {optionLabel(option)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="row onboarding__actions">
          {step > 1 && (
            <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
              {t('onboarding.back')}
            </button>
          )}
          <button type="button" className="button" disabled={!chosen || update.isPending} aria-busy={update.isPending} onClick={() => void next()}>
            {t(step < questions.length ? 'onboarding.continue' : 'onboarding.complete')}
          </button>
        </div>
      </main>
    </>
  );
}
