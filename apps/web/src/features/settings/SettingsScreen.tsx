import { Card, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLanguage, IconPrinter, IconQrcode, IconReceipt, IconTestPipe } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/router.tsx';
import { NoSettingsAccess } from './NoSettingsAccess.tsx';
import { useSettingsAccess } from './settings-access.ts';

const entries: Array<{ screen: 'deviceList' | 'setReceipt' | 'testPrint' | 'qrCodeSetting' | 'localeSetting'; path: string; icon: ComponentType<{ size?: number }> }> = [
  { screen: 'deviceList', path: paths.deviceList, icon: IconPrinter },
  { screen: 'setReceipt', path: paths.setReceipt, icon: IconReceipt },
  { screen: 'testPrint', path: paths.testPrint, icon: IconTestPipe },
  { screen: 'qrCodeSetting', path: paths.qrCodeSetting, icon: IconQrcode },
  { screen: 'localeSetting', path: paths.localeSetting, icon: IconLanguage },
];

/** Route /cashier/settings: the settings screens of spec §2 as large touch targets. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canOpenSettings } = useSettingsAccess();
  if (!canOpenSettings) return <NoSettingsAccess />;
  return (
    <>
      <Title order={2} mb="lg">
        {t('screens.settings.title')}
      </Title>
      <SimpleGrid cols={3} spacing="md">
        {entries.map(({ screen, path, icon: Icon }) => (
          <UnstyledButton key={screen} onClick={() => void navigate(path)} data-testid={`settings-${screen}`}>
            <Card withBorder padding="xl" radius="lg">
              <Group gap="md" wrap="nowrap">
                <Icon size={36} />
                <Text fw={700} fz="lg">
                  {t(`screens.${screen}.title`)}
                </Text>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
