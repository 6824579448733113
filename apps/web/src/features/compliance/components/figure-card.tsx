import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TFigureCardProps = {
  id: string;
  title: string;
  /** The figure itself, large. */
  figure: ReactNode;
  /** A line or two under it: the share, who and when, a link. */
  children?: ReactNode;
  /** The card's action (a "record" button). */
  action?: ReactNode;
};

/** One Safeguards figure: a titled region, so a screen reader lists each and a phone stacks them. */
export function FigureCard({ id, title, figure, children, action }: TFigureCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} h="100%">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Text fz={28} fw={700} lh={1.2}>
          {figure}
        </Text>
        {children}
        {action && <div style={{ marginTop: 'auto' }}>{action}</div>}
      </Stack>
    </Card>
  );
}
