import { Brand } from '../../ui/Brand';
import { UserMenu } from '../auth/UserMenu';

/** The public pages' header: the mark linking home, and Sign In (the account menu once signed in). */
export function PublicHeader() {
  return (
    <header className="page masthead">
      <Brand />
      <UserMenu />
    </header>
  );
}
