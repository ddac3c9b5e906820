import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/router.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { CustomerOrdersButton } from '../customer-orders/index.ts';
import { canSeeScreen } from './screen-access.ts';
import { mainScreens, screens, settingsScreens, trailingScreens, type ScreenId } from './screens.ts';

function isActive(screen: ScreenId, pathname: string): boolean {
  const { path } = screens[screen];
  // The menu stays highlighted on a menu item's details page.
  if (screen === 'menu') return pathname === path || pathname.startsWith(`${path}/`);
  return pathname === path;
}

/** The left rail: customers' orders, then the child screens of /cashier the cashier's role grants (spec §6), large enough for a finger. */
export function NavigationRail() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const cashier = useSessionStore((state) => state.cashier);
  const isInSettings = pathname === paths.settings || pathname.startsWith(`${paths.settings}/`);
  const visible = (list: ScreenId[]) => list.filter((screen) => canSeeScreen(cashier, screen));
  const settingsGroup = visible(settingsScreens);

  const link = (screen: ScreenId, label: string) => {
    const Icon = screens[screen].icon;
    return (
      <NavLink
        key={screen}
        component={Link}
        to={screens[screen].path}
        label={label}
        leftSection={<Icon size={24} stroke={1.7} />}
        active={isActive(screen, pathname)}
        variant="filled"
        h={50}
        fz="md"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };

  return (
    <ScrollArea h="100%" type="auto" component="nav" aria-label={t('nav.label')}>
      <Stack gap={4} p="sm">
        {/* In the rail, not the header: the header's middle is where toasts appear, and they must cover no button. */}
        <CustomerOrdersButton />
        {visible(mainScreens).map((screen) => link(screen, t(`screens.${screen}.title`)))}
        <NavLink
          label={t('screens.settings.title')}
          leftSection={<IconSettings size={24} stroke={1.7} />}
          defaultOpened={isInSettings}
          h={50}
          fz="md"
          childrenOffset={20}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {settingsGroup.map((screen) => link(screen, screen === 'settings' ? t('nav.settingsGeneral') : t(`screens.${screen}.title`)))}
        </NavLink>
        {visible(trailingScreens).map((screen) => link(screen, t(`screens.${screen}.title`)))}
      </Stack>
    </ScrollArea>
  );
}
