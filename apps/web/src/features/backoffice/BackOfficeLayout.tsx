import { AppShell, Button, Group, NavLink, ScrollArea, Select, Text, Title } from '@mantine/core';
import { IconCashRegister, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { http } from '../../api/http-client.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { useBackOfficeOutlet } from './api.ts';
import { backOfficePaths } from './backoffice-paths.ts';
import { registerBackOfficeTranslations } from './backoffice-i18n.ts';
import { useBackOfficeSession } from './backoffice-session.ts';
import { backOfficeNav } from './nav.ts';

registerBackOfficeTranslations();

const NAV_WIDTH = 260;
const HEADER_HEIGHT = 64;

/** Route /backoffice: the owner-only frame; without a back-office session it asks for the password. */
export function BackOfficeLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useBackOfficeSession();
  const { outlet, outlets } = useBackOfficeOutlet();
  if (!session.token) return <Navigate to={backOfficePaths.login} replace />;

  const signOut = async () => {
    const token = session.token;
    session.signedOut();
    // Ends this back-office session on the server too; the terminal's own session is another one.
    if (token) await http.get('/user/logout', { token }).catch(() => undefined);
  };

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAV_WIDTH, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <BrandMark />
            <Title order={3}>{t('backOffice.title')}</Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {outlets.length > 0 ? (
              <Select
                aria-label={t('backOffice.outletPicker')}
                data={outlets.map((item) => ({ value: String(item.Id), label: item.Name }))}
                value={outlet ? String(outlet.Id) : null}
                onChange={(value) => session.outletChosen(value === null ? null : Number(value))}
                allowDeselect={false}
                w={220}
              />
            ) : null}
            <Text c="dimmed" visibleFrom="md">
              {session.ownerName}
            </Text>
            <LanguageSwitch />
            <Button variant="light" leftSection={<IconCashRegister size={18} />} onClick={() => void navigate('/')}>
              {t('backOffice.openCashierApp')}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconLogout size={18} />} onClick={() => void signOut()}>
              {t('backOffice.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <ScrollArea>
          {backOfficeNav.map((entry) => {
            const isActive =
              entry.path === backOfficePaths.root ? location.pathname === entry.path : location.pathname.startsWith(entry.path);
            return (
              <NavLink
                key={entry.path}
                label={t(entry.labelKey)}
                leftSection={<entry.icon size={20} />}
                active={isActive}
                onClick={() => void navigate(entry.path)}
                py="md"
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
