import { Center, Overlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobileRotated } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from './router.tsx';

/** Spec §1: a touch device held upright is asked to turn to landscape. Sizes are large because
 * the page is laid out 1280 wide and a portrait phone shows it at about a third. */
export function RotateDeviceNotice() {
  const { t } = useTranslation();
  const isPortraitTouch = useMediaQuery('(orientation: portrait) and (pointer: coarse)', false, {
    getInitialValueInEffect: false,
  });
  const { pathname } = useLocation();
  // /check-promo is meant for customers' phones, held any way they like.
  if (!isPortraitTouch || pathname === paths.checkPromo || pathname === paths.memberSignUp || pathname === paths.selfOrder) return null;
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={1} color="var(--mantine-color-coffee-9)">
      <Center h="100%" role="alertdialog" aria-label={t('rotate.title')}>
        <Stack align="center" gap="lg" px="xl">
          <ThemeIcon size={240} radius={120} color="teal">
            <IconDeviceMobileRotated size={150} />
          </ThemeIcon>
          <Text c="white" fz={88} fw={700} ta="center">
            {t('rotate.title')}
          </Text>
          <Text c="coffee.1" fz={56} ta="center">
            {t('rotate.description')}
          </Text>
        </Stack>
      </Center>
    </Overlay>
  );
}
