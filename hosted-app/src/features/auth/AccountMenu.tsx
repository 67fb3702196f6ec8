import { useAppDialogs } from '../../lib/appDialogs';
import { Menu, type MenuProps } from '../../ui/Menu';
import { toast } from '../../ui/toastStore';
import { useMessages } from '../../i18n/useMessages';
import { useLogout } from './queries';
import { AccountButton, type AccountButtonProps } from './AccountButton';

export interface AccountMenuProps extends Pick<AccountButtonProps, 'user' | 'initial'>, Pick<MenuProps, 'open' | 'onOpenChange'> {}

/** Profile, Subscription, Logout (core-app.md §2, "User menu"). Loaded on demand by UserMenu. */
export default function AccountMenu({ open, onOpenChange, ...face }: AccountMenuProps) {
  const logout = useLogout();
  const showDialog = useAppDialogs((state) => state.show);
  const t = useMessages();
  return (
    <Menu
      open={open}
      onOpenChange={onOpenChange}
      label={face.user.email}
      trigger={<AccountButton {...face} />}
      items={[
        { label: t('account.profile'), onSelect: () => showDialog('profile') },
        { label: t('account.subscription'), onSelect: () => showDialog('subscription') },
        'separator',
        {
          label: t('account.logout'),
          onSelect: () => logout.mutate(undefined, { onError: () => toast({ title: t('account.logoutFailed'), description: t('common.tryAgain'), variant: 'destructive' }) }),
        },
      ]}
    />
  );
}
