import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { appMessages } from '../lib/appMessages';
import type { ReactNode } from 'react';

export interface MenuItem {
  readonly label: string;
  onSelect: () => void;
}

export interface MenuProps {
  /** The button that opens the menu (its accessible name says what the menu is). */
  readonly trigger: ReactNode;
  readonly label?: string;
  readonly items: readonly (MenuItem | 'separator')[];
  /** Whether it is open, held by the owner: a press on its button before the menu's code had loaded opens it when it lands. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A dropdown menu: arrow keys move, Enter selects, Escape closes and focus returns to the trigger.
 * Not modal: a modal menu locks the page's scroll with an injected <style>, which the app's
 * Content-Security-Policy blocks (see Dialog).
 */
export function Menu({ trigger, label, items, open, onOpenChange }: MenuProps) {
  const t = appMessages.useMessages();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* Portalled to the end of <body>: a landmark of its own, or the open menu is content outside every landmark (axe's region). */}
        <div role="region" aria-label={label ? t('app.menuFor', { label }) : t('app.menu')}>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            {label && <DropdownMenu.Label className="menu__label">{label}</DropdownMenu.Label>}
            {items.map((item, index) =>
              item === 'separator' ? (
                <DropdownMenu.Separator key={`separator-${index}`} className="menu__separator" />
              ) : (
                <DropdownMenu.Item key={item.label} className="menu__item" onSelect={item.onSelect}>
                  {item.label}
                </DropdownMenu.Item>
              ),
            )}
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
