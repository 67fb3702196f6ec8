import { useEffect, useState } from 'react';
import { afterFirstScreen, isFirstScreenShown } from './whenIdle';

/** Whether the first screen has been shown (lib/whenIdle.ts): what needs react-query renders from then on. */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(isFirstScreenShown);
  useEffect(() => afterFirstScreen(() => setShown(true)), []);
  return shown;
}
