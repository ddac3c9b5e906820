import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { useMaintenanceQuery } from './api.ts';

/** Route /maintenance: shown everywhere while the global cashier maintenance switch is on. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const maintenance = useMaintenanceQuery();
  return (
    <Center mih="var(--kasir-app-height, 100vh)" bg="coffee.0">
      <Paper p={48} radius="lg" withBorder shadow="sm" maw={640}>
        <Stack align="center" gap="lg" ta="center">
          <ThemeIcon size={96} radius={48} color="coffee" variant="light">
            <IconTool size={56} />
          </ThemeIcon>
          <Title order={1}>{t('maintenance.title')}</Title>
          <Text fz="lg" c="dimmed">
            {t('maintenance.description')}
          </Text>
          <Button size="lg" variant="light" loading={maintenance.isFetching} onClick={() => void maintenance.refetch()}>
            {t('maintenance.retry')}
          </Button>
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}
