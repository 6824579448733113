import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type TSectionCardProps = { title: string; description: string; badge?: ReactNode; children: ReactNode };

/** One part of the two-step page: a titled card that names itself for screen readers. */
export function SectionCard({ title, description, badge, children }: TSectionCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
