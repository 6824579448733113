import type { TCellStatus } from '@ledgerport/contract';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleHalf2,
  IconMinus,
  type Icon,
} from '@tabler/icons-react';

/**
 * How each status looks: a colour AND an icon of its own shape, so no one needs to tell colours apart (the
 * icon and the "received/expected" figures carry the meaning; the colour only speeds up the scan).
 */
export const CELL_LOOKS: Record<TCellStatus, { icon: Icon; color: string }> = {
  COMPLETE: { icon: IconCircleCheck, color: 'teal' },
  PARTLY: { icon: IconCircleHalf2, color: 'yellow' },
  MISSING: { icon: IconCircleDashed, color: 'gray' },
  OVERDUE: { icon: IconAlertTriangle, color: 'red' },
  NOT_EXPECTED: { icon: IconMinus, color: 'dark' },
};
