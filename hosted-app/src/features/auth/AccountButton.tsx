import type { User } from '@stillpoint/api/contract';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useMessages } from '../../i18n/useMessages';

export interface AccountButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly user: User;
  readonly initial: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The menu's button, drawn the same before and after the menu's code has loaded (Radix's trigger passes its props and ref through). */
export function AccountButton({ user, initial, ...button }: AccountButtonProps) {
  // Named by its own words, so the name a speech user says is the one they see: "Maya Lind, account menu".
  const t = useMessages();
  return (
    <button type="button" className="user-menu__trigger" aria-haspopup="menu" {...button}>
      <span className="user-menu__avatar" aria-hidden="true">
        {initial}
      </span>
      <span className="user-menu__name">{user.firstName}</span>
      <span className="sr-only">
        {' '}
        {t('account.menuOf', { lastName: user.lastName })}
      </span>
    </button>
  );
}
