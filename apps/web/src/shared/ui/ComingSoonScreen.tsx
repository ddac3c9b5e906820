import type { ReactNode } from 'react';
import { EmptyState, Paper, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ComingSoonScreenProps {
  title: string;
  /** The capability whose issue builds this screen, already translated. */
  capability: string;
  icon?: ReactNode;
}

/** An honest empty state for a route whose screen is not built yet: no invented data. */
export function ComingSoonScreen({ title, capability, icon }: ComingSoonScreenProps) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="lg" withBorder h="100%">
      <Title order={2} mb="xl">
        {title}
      </Title>
      <EmptyState
        mt={96}
        size="lg"
        variant="light"
        color="coffee"
        icon={icon ?? <IconHourglassEmpty size={36} />}
        description={t('comingSoon.description', { capability })}
      />
    </Paper>
  );
}
