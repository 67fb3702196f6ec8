import { useAppDialogs } from '../../lib/appDialogs';
import { Menu } from '../../ui/Menu';
import { toast } from '../../ui/toastStore';
import { useLogout } from './queries';
import { AccountButton, type AccountButtonProps } from './AccountButton';

export interface AccountMenuProps extends Pick<AccountButtonProps, 'user' | 'initial'> {
  /** Open as soon as it mounts: the button was pressed before the menu's code had loaded. */
  readonly defaultOpen: boolean;
}

/** Profile, Subscription, Logout (core-app.md §2, "User menu"). Loaded on demand by UserMenu. */
export default function AccountMenu({ defaultOpen, ...face }: AccountMenuProps) {
  const logout = useLogout();
  const showDialog = useAppDialogs((state) => state.show);
  return (
    <Menu
      defaultOpen={defaultOpen}
      label={face.user.email}
      trigger={<AccountButton {...face} />}
      items={[
        { label: 'Profile', onSelect: () => showDialog('profile') },
        { label: 'Subscription', onSelect: () => showDialog('subscription') },
        'separator',
        {
          label: 'Logout',
          onSelect: () => logout.mutate(undefined, { onError: () => toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' }) }),
        },
      ]}
    />
  );
}
