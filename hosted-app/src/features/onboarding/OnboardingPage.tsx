import type { OnboardingExperience, OnboardingGoal, OnboardingTime, User } from '@stillpoint/api/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { Brand } from '../../ui/Brand';
import { toast } from '../../ui/toastStore';
import { useUpdatePreferences } from '../profile/queries';
import './onboarding.css';

const GOALS: readonly { value: OnboardingGoal; label: string }[] = [
  { value: 'stress', label: 'Reduce stress & anxiety' },
  { value: 'focus', label: 'Improve focus & clarity' },
  { value: 'energy', label: 'Boost energy levels' },
  { value: 'sleep', label: 'Better sleep quality' },
];
const EXPERIENCE: readonly { value: OnboardingExperience; label: string }[] = [
  { value: 'beginner', label: 'New to this' },
  { value: 'some', label: 'I have tried it a few times' },
  { value: 'regular', label: 'I practise regularly' },
];
const TIME: readonly { value: OnboardingTime; label: string }[] = [
  { value: '5min', label: '5 minutes' },
  { value: '10min', label: '10 minutes' },
  { value: '15min', label: '15 minutes or more' },
];

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
  const [answers, setAnswers] = useState<Answers>({ goal: user.goal, experience: user.experience, timeCommitment: user.timeCommitment });
  const questions = [
    { key: 'goal', title: 'What is your main goal?', options: GOALS },
    { key: 'experience', title: 'How much have you practised?', options: EXPERIENCE },
    { key: 'timeCommitment', title: 'How much time do you have most days?', options: TIME },
  ] as const;
  const question = questions[step - 1]!;
  const chosen = answers[question.key];
  const percent = Math.round((step / questions.length) * 100);

  const next = async () => {
    if (step < questions.length) return setStep(step + 1);
    try {
      await update.mutateAsync(answers);
      void navigate('/paywall');
    } catch (error) {
      toast({ title: 'Error updating settings', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' });
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
            Step {step} of {questions.length} <span className="muted">· {percent}%</span>
          </p>
          <div className="onboarding__bar" role="progressbar" aria-label="Setup progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="onboarding__fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <fieldset className="onboarding__question">
          <legend>
            <h1>{question.title}</h1>
          </legend>
          <div className="onboarding__options" role="radiogroup" aria-label={question.title}>
            {question.options.map((option) => (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={chosen === option.value}
                className="choice onboarding__option"
                onClick={() => setAnswers({ ...answers, [question.key]: option.value })}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="row onboarding__actions">
          {step > 1 && (
            <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
              Back
            </button>
          )}
          <button type="button" className="button" disabled={!chosen || update.isPending} aria-busy={update.isPending} onClick={() => void next()}>
            {step < questions.length ? 'Continue' : 'Complete Setup'}
          </button>
        </div>
      </main>
    </>
  );
}
