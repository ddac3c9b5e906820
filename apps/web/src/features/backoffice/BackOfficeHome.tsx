import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOwnerOutlets } from './api.ts';
import { backOfficePaths } from './backoffice-paths.ts';
import { backOfficeNav } from './nav.ts';

/** Route /backoffice: where to go next; an owner with no outlet is pointed at the first-run setup. */
export function BackOfficeHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outlets = useOwnerOutlets();
  const entries = backOfficeNav.filter((entry) => entry.path !== backOfficePaths.root);
  return (
    <Stack gap="lg">
      <Title order={2}>{t('backOffice.title')}</Title>
      <Text c="dimmed">{t('backOffice.subtitle')}</Text>
      {outlets.data && outlets.data.length === 0 ? <Text fw={600}>{t('backOffice.noOutlets')}</Text> : null}
      <SimpleGrid cols={3}>
        {entries.map((entry) => (
          <Card key={entry.path} withBorder padding="lg" component="button" onClick={() => void navigate(entry.path)} style={{ cursor: 'pointer', textAlign: 'left' }}>
            <entry.icon size={28} />
            <Text fw={600} mt="sm">
              {t(entry.labelKey)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
