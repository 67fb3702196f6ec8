import { Brand } from '../../ui/Brand';
import { UserMenu } from '../auth/UserMenu';
import { chromeWords } from './words/chromeWords';

/** The public pages' header: the mark linking home, and Sign In (the account menu once signed in). */
export function PublicHeader() {
  const t = chromeWords.useWords();
  return (
    <header className="page masthead">
      <Brand />
      <UserMenu signInLabel={t('header.signIn')} />
    </header>
  );
}
