import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One thing a row offers: a link (`to`) or a button (`onClick`). */
export type TRowAction = {
  key: string;
  /** The visible text (as the button's text, the icon's tooltip or the menu entry). */
  label: string;
  /** Names it for screen readers when the label alone is ambiguous in a list ("Edit Acme LLC, March 2026"). */
  ariaLabel?: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  /** Drawn as an icon with a tooltip rather than a button with its text (while the row has room for it). */
  iconOnly?: boolean;
  loading?: boolean;
  color?: string;
};

type TRowActionsProps = {
  actions: TRowAction[];
  /** Folded into one "⋯" menu (when the table is short of room). */
  folded: boolean;
  /** Each drawn as its icon, its text in a tooltip (the first thing a table short of room gives up). */
  iconsOnly?: boolean;
  /** Names the menu button, e.g. "Actions for Acme LLC". */
  menuLabel: string;
  /** May take more than one line (a phone's card, whose width is the screen's: nothing is given up there). */
  wrap?: boolean;
};

/** A row's actions: side by side while they fit, else behind one menu button; always reachable by keyboard. */
export function RowActions({ actions, folded, iconsOnly = false, menuLabel, wrap = false }: TRowActionsProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  if (folded && actions.length > 1) {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={menuLabel} title={t('common.rowActions')}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) =>
            action.to ? (
              <Menu.Item key={action.key} component={Link} to={action.to} leftSection={action.icon}>
                {action.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={action.key} onClick={action.onClick} leftSection={action.icon} color={action.color}>
                {action.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap={4} wrap={wrap ? 'wrap' : 'nowrap'}>
      {actions.map((action) => (
        <InlineAction key={action.key} action={action} iconOnly={action.iconOnly || iconsOnly || folded} />
      ))}
    </Group>
  );
}

function InlineAction({ action, iconOnly }: { action: TRowAction; iconOnly: boolean }) {
  const name = action.ariaLabel ?? action.label;
  if (iconOnly) {
    const common = { variant: 'subtle', 'aria-label': name, loading: action.loading, color: action.color } as const;
    return (
      <Tooltip label={action.label} withinPortal>
        {action.to ? (
          <ActionIcon component={Link} to={action.to} {...common}>
            {action.icon}
          </ActionIcon>
        ) : (
          <ActionIcon onClick={action.onClick} {...common}>
            {action.icon}
          </ActionIcon>
        )}
      </Tooltip>
    );
  }
  return <RowActionButton action={action} variant="light" />;
}

/**
 * One row action as a labelled button of its own (a link when it has `to`), where there is room for it: inline in
 * a row, or on a screen about one record. `variant` 'auto': light when the action has a colour, else default.
 */
export function RowActionButton({
  action,
  size = 'xs',
  variant = 'auto',
}: {
  action: TRowAction;
  size?: 'xs' | 'sm';
  variant?: 'light' | 'auto';
}) {
  const common = {
    size,
    variant: variant === 'light' || action.color ? 'light' : 'default',
    leftSection: action.icon,
    'aria-label': action.ariaLabel ?? action.label,
    loading: action.loading,
    color: action.color,
  } as const;
  return action.to ? (
    <Button component={Link} to={action.to} {...common}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} {...common}>
      {action.label}
    </Button>
  );
}
