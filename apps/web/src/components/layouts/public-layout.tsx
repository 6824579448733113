import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FirmMark } from '../../lib/branding/firm-mark.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';

/** The frame of the screens used before signing in: the firm's logo and name, language choice and a centred card. */
export function PublicLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-light)">
      <Group justify="flex-end" p="md">
        <LanguageSwitcher />
      </Group>
      <Center px="md" pb="xl">
        <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Group justify="center" c="var(--mantine-primary-color-filled)">
              <FirmMark size="xl" />
            </Group>
            <Stack gap={4} ta="center">
              <Title order={1} size="h3">
                {title}
              </Title>
              {subtitle && (
                <Text size="sm" c="dimmed">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
