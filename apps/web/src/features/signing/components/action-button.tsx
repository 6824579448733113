import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { TRowAction } from '../../../components/row-actions.tsx';

/** One of an envelope's actions (use-envelope-actions) as a button of its own, where there is room for it. */
export function ActionButton({ action, size = 'xs' }: { action: TRowAction; size?: 'xs' | 'sm' }) {
  const common = {
    size,
    variant: action.color ? 'light' : 'default',
    color: action.color,
    leftSection: action.icon,
    loading: action.loading,
    'aria-label': action.ariaLabel,
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
