import type { ReactNode } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './BrandMark.tsx';

export interface SessionScreenFrameProps {
  title: string;
  subtitle?: string;
  /** Top-right actions (language, back, log out). */
  actions?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The calm full-page layout of the session screens (login, cashier and outlet choice, lock). */
export function SessionScreenFrame({ title, subtitle, actions, children, width = 1040 }: SessionScreenFrameProps) {
  return (
    <Box mih="100vh" bg="coffee.0" py="xl">
      <Container size={width}>
        <Group justify="space-between" mb="xl">
          <BrandMark />
          <Group gap="sm">{actions}</Group>
        </Group>
        <Stack gap={4} mb="xl">
          <Title order={1} c="coffee.9">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" fz="lg">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
