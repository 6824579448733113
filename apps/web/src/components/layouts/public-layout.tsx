import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { PRODUCT_NAME } from '../../lib/use-page-title.ts';

/** The frame of the screens used before signing in: brand, language choice and a centred card. */
export function PublicLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-light)">
      <Group justify="flex-end" p="md">
        <LanguageSwitcher />
      </Group>
      <Center px="md" pb="xl">
        <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Group gap={8} justify="center" c="blue">
              <IconBuildingBank size={28} stroke={1.6} aria-hidden />
              <Text fw={700} size="xl">
                {PRODUCT_NAME}
              </Text>
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
