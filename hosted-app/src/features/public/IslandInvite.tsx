import { TrialButton } from './TrialButton';
import { chromeWords } from './words/chromeWords';
import { landingWords } from './words/landingWords';

/**
 * Where a finished try is met on the prerendered page (SESSION_STARTER shows the one beside the Start that ran it):
 * Session Complete, the time practised, and the invitation to the trial, as the app's Session Complete says them.
 */
export function IslandInvite() {
  const t = landingWords.useWords();
  const chrome = chromeWords.useWords();
  return (
    <div className="landing-invite" role="status" hidden data-island-invite="">
      <h3>{chrome('complete.heading')}</h3>
      <p data-island-practised="" />
      <p className="muted">{t('complete.invite')}</p>
      <p>
        <TrialButton />
      </p>
    </div>
  );
}
