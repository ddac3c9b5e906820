import { Anchor, Button, Divider, Group } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/router.tsx';
import { backOfficePaths } from '../backoffice/backoffice-paths.ts';
import { fetchRegisterStatus, signUpQueryKeys } from './api.ts';

/**
 * Under the login form: "Create a business" when this server takes sign-ups (a new restaurant
 * starts here), and the way into the owner's back office.
 */
export function LoginPageLinks() {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: signUpQueryKeys.status, queryFn: fetchRegisterStatus, staleTime: Infinity, retry: false });
  return (
    <>
      {status.data === true ? (
        <>
          <Divider label={t('signUp.newHere')} labelPosition="center" />
          <Button component={Link} to={paths.signUp} variant="light" size="lg" leftSection={<IconBuildingStore size={22} />}>
            {t('signUp.createLink')}
          </Button>
        </>
      ) : null}
      <Group justify="center">
        <Anchor component={Link} to={backOfficePaths.login} size="sm" c="dimmed">
          {t('signUp.backOfficeLink')}
        </Anchor>
      </Group>
    </>
  );
}
